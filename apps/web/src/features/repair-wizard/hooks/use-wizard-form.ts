import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  describeIssues,
  WIZARD_PANELS,
  wizardPanelSchemas,
  type PickOption,
  type RepairWizardValues,
  type WizardPanel,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { consentForBrand } from './brand-consent';

/** What the wizard's inputs hold; the contracts' panel schemas turn it into `RepairWizardValues`. */
export interface WizardFormValues {
  channelId: PickOption | null;
  userId: number | null;
  productId: number | null;
  warranty: string;
  consent: string;
  /** The brand the consent was given for: it counts for that brand only (brand-consent.ts). Not sent. */
  consentBrand: number | null;
  imei: string;
  /** The visitor says the IMEI cannot be read: the field stays empty. Not sent. */
  imeiUnreadable: boolean;
  followAnnex: string[];
  exterior: PickOption | null;
  description: string;
  frequency: string;
  name: string;
  phone: string;
  email: string;
  city: string;
  street: string;
  houseNumber: string;
  postal: string;
  pickupDate: string | null;
  pickupTime: string;
  waybill: string;
}

export type WizardForm = UseFormReturnType<WizardFormValues>;

export const EMPTY_WIZARD_VALUES: WizardFormValues = {
  channelId: null,
  userId: null,
  productId: null,
  warranty: '',
  consent: '',
  consentBrand: null,
  imei: '',
  imeiUnreadable: false,
  followAnnex: [],
  exterior: null,
  description: '',
  frequency: '',
  name: '',
  phone: '',
  email: '',
  city: '',
  street: '',
  houseNumber: '',
  postal: '',
  pickupDate: null,
  pickupTime: '',
  waybill: '',
};

/** The form fields a panel owns: exactly the keys of its contract schema. */
export function panelFields(panel: WizardPanel): string[] {
  return Object.keys(wizardPanelSchemas[panel].unwrap().shape);
}

type PanelResult<P extends WizardPanel> =
  | { ok: true; data: z.output<(typeof wizardPanelSchemas)[P]> }
  | { ok: false; errors: Record<string, string> };

export function useWizardForm() {
  const { t } = useTranslation('repair-wizard');
  const form = useForm<WizardFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_WIZARD_VALUES,
  });

  /** Checks one panel with its contract schema; errors are translated, one per field. */
  function checkPanel<P extends WizardPanel>(
    panel: P,
    values: WizardFormValues = form.getValues(),
  ): PanelResult<P> {
    const schema = wizardPanelSchemas[panel];
    // A consent given for another brand is none.
    const checked = { ...values, consent: consentForBrand(values) };
    const input = Object.fromEntries(
      panelFields(panel).map((field) => [field, checked[field as keyof WizardFormValues]]),
    );
    const result = schema.safeParse(input);
    if (result.success)
      return { ok: true, data: result.data as z.output<(typeof wizardPanelSchemas)[P]> };
    const errors: Record<string, string> = {};
    for (const issue of describeIssues(result.error.issues)) {
      const field = issue.field.split('.')[0] ?? issue.field;
      errors[field] ??= t(`common:${issue.key}`, issue.params);
    }
    return { ok: false, errors };
  }

  /** Validates a panel and shows its errors; true when it may be left. */
  function validatePanel(panel: WizardPanel): boolean {
    const result = checkPanel(panel);
    const others = Object.fromEntries(
      Object.entries(form.errors).filter(([field]) => !panelFields(panel).includes(field)),
    );
    form.setErrors(result.ok ? others : { ...others, ...result.errors });
    return result.ok;
  }

  /** Every panel parsed, or the first panel that fails. */
  function collectValues():
    { ok: true; values: RepairWizardValues } | { ok: false; panel: WizardPanel } {
    const values = form.getValues();
    const parts: Partial<RepairWizardValues> = {};
    for (const panel of WIZARD_PANELS) {
      const result = checkPanel(panel, values);
      if (!result.ok) return { ok: false, panel };
      Object.assign(parts, result.data);
    }
    return { ok: true, values: parts as RepairWizardValues };
  }

  return { form, validatePanel, collectValues };
}
