import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  WIZARD_PANELS,
  wizardPanelSchemas,
  type RepairWizardValues,
  type WizardPanel,
} from '@portal/contracts';
import { z } from 'zod';
import { useErrorsFollowLanguage, useSchemaResolver } from '../../../lib/schema-resolver';
import { consentForBrand } from './brand-consent';

/**
 * What an input holds of a value the contracts ask for: a text or a choice
 * of texts is a text (blank until filled), a list a list, anything else
 * nothing (null) until chosen.
 */
type FormField<T> = T extends string ? string : T extends readonly unknown[] ? T : T | null;

/**
 * What the wizard's inputs hold: the contracts' `RepairWizardValues` as
 * inputs hold them, so a field the contracts add is missing here too, and
 * the fields of the form alone.
 */
export type WizardFormValues = Omit<
  { [Field in keyof RepairWizardValues]: FormField<RepairWizardValues[Field]> },
  'pickupDate'
> & {
  /** The calendar holds null until a day is chosen. */
  pickupDate: string | null;
  /** The brand the consent was given for: it counts for that brand only (brand-consent.ts). Not sent. */
  consentBrand: number | null;
  /** The visitor says the IMEI cannot be read: the field stays empty. Not sent. */
  imeiUnreadable: boolean;
};

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
export function panelFields(panel: WizardPanel): (keyof RepairWizardValues)[] {
  return Object.keys(wizardPanelSchemas[panel].unwrap().shape) as (keyof RepairWizardValues)[];
}

/** The four panels' contract schemas over the whole form; a consent given for another brand is none. */
const wizardSchema = z.lazy(() =>
  z.preprocess(
    (values) => ({
      ...(values as WizardFormValues),
      consent: consentForBrand(values as WizardFormValues),
    }),
    z.object({
      ...wizardPanelSchemas.basic.unwrap().shape,
      ...wizardPanelSchemas.device.unwrap().shape,
      ...wizardPanelSchemas.customer.unwrap().shape,
      ...wizardPanelSchemas.appointment.unwrap().shape,
    }),
  ),
);

export function useWizardForm() {
  const resolver = useSchemaResolver();
  const form = useForm<WizardFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_WIZARD_VALUES,
    validate: resolver(wizardSchema),
  });
  useErrorsFollowLanguage(form);

  /** Validates a panel and shows its errors; true when it may be left. */
  function validatePanel(panel: WizardPanel): boolean {
    // Every field is checked, so that every error of the panel shows.
    const results = panelFields(panel).map((field) => form.validateField(field));
    return results.every((result) => !result.hasError);
  }

  /** Every panel parsed, or the first panel that fails. */
  function collectValues():
    { ok: true; values: RepairWizardValues } | { ok: false; panel: WizardPanel } {
    const panel = WIZARD_PANELS.find((name) =>
      panelFields(name).some((field) => !form.isValid(field)),
    );
    if (panel) return { ok: false, panel };
    return { ok: true, values: wizardSchema.parse(form.getValues()) };
  }

  return { form, validatePanel, collectValues };
}

export type WizardForm = UseFormReturnType<WizardFormValues>;
