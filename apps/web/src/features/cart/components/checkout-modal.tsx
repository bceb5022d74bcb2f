import { Anchor, Modal, Stepper, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  buildAccessoriesOrderRequest,
  checkoutConfirmationSchema,
  CONTACT_REQUIRED_FIELDS,
  contactSchema,
  createAccessoriesOrderRequestSchema,
  INVOICE_TYPE,
  invoiceSchemaFor,
  isInvoiceIncomplete,
  privatePagePath,
  type CartItem,
} from '@portal/contracts';
import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { cartStore } from '../../../lib/cart-store';
import { notifyError, notifyUntilClosed } from '../../../lib/notify';
import {
  useErrorsFollowLanguage,
  useIssueText,
  useSchemaResolver,
} from '../../../lib/schema-resolver';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useCreateAccessoriesOrder } from '../api/create-accessories-order';
import { ContactStep, EMPTY_CONTACT, type ContactValues } from './contact-step';
import { EMPTY_INVOICE, InvoiceStep, type InvoiceValues } from './invoice-step';

export interface CheckoutModalProps {
  opened: boolean;
  onClose: () => void;
  items: CartItem[];
}

/**
 * Two-step checkout (SPEC §2, §4, §5): contact data, then invoice data with
 * the verification code and the privacy agreement. The form lives inside the
 * modal body, which unmounts on close, so closing resets form, step and code.
 */
export function CheckoutModal({ opened, onClose, items }: CheckoutModalProps) {
  const { t } = useTranslation('cart');
  const phone = useMediaQuery('(max-width: 48em)');
  const order = useCreateAccessoriesOrder();
  const close = () => {
    // An order on its way cannot be abandoned half-sent.
    if (order.isPending) return;
    order.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
      title={
        <Title order={2} size="h3" component="span">
          {t('checkout.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {/* Mantine's default error red (red.6) is below AA contrast for small text. */}
      <div style={{ '--mantine-color-error': 'var(--mantine-color-red-8)' } as CSSProperties}>
        <CheckoutForm items={items} onClose={close} order={order} />
      </div>
    </Modal>
  );
}

// Screen order of the fields, to put the focus on the first one in error:
// the contact step shows the required fields in the contracts' order, then the remark.
const CONTACT_ORDER = [...CONTACT_REQUIRED_FIELDS, 'remark'] as const;
const INVOICE_ORDER = [
  'invoiceType',
  'invoiceName',
  'invoiceEmail',
  'taxNumber',
  'registeredPhone',
  'registeredAddress',
  'bankName',
  'bankAccount',
  'verifyCode',
  'privacyAccepted',
] as const;

function firstInError<T extends string>(
  order: readonly T[],
  errors: Record<string, unknown>,
): T | undefined {
  return order.find((field) => errors[field]);
}

function nextStamp(previous: number) {
  return Math.max(Date.now(), previous + 1);
}

function CheckoutForm({
  items,
  onClose,
  order,
}: {
  items: CartItem[];
  onClose: () => void;
  order: ReturnType<typeof useCreateAccessoriesOrder>;
}) {
  const { t, i18n } = useTranslation('cart');
  const navigate = useNavigate();
  const resolver = useSchemaResolver();
  const issueText = useIssueText();
  const apiErrorText = useApiErrorText();
  const [step, setStep] = useState(0);
  // The image (and so the code) is requested as soon as the modal opens.
  const [stamp, setStamp] = useState(() => Date.now());
  const [imageFailed, setImageFailed] = useState(false);
  const sending = useRef(false);
  const narrow = useMediaQuery('(max-width: 30em)');
  // Where the focus goes once a step shows (a hidden step cannot take it):
  // otherwise it stays on the hidden step's button and falls to the page.
  const invoiceHeading = useRef<HTMLHeadingElement>(null);
  const focusOnStep = useRef<(() => void) | null>(null);
  const showStep = (next: number, focus: () => void) => {
    focusOnStep.current = focus;
    setStep(next);
  };
  useEffect(() => {
    focusOnStep.current?.();
    focusOnStep.current = null;
  }, [step]);

  // Checked on Next and Confirm, not on blur: an error appearing on blur
  // shifts the buttons under the pointer and swallows the click.
  const contact = useForm<ContactValues>({
    initialValues: EMPTY_CONTACT,
    validate: resolver(contactSchema),
  });
  // The tax number check depends on the country typed in step 1.
  const country = contact.values.country;
  const invoice = useForm<InvoiceValues>({
    initialValues: EMPTY_INVOICE,
    validate: resolver(invoiceSchemaFor(country).and(checkoutConfirmationSchema)),
  });
  useErrorsFollowLanguage(contact);
  useErrorsFollowLanguage(invoice);

  const refreshCode = () => {
    setStamp(nextStamp);
    setImageFailed(false);
    invoice.setFieldValue('verifyCode', '');
  };

  const onImageError = () => {
    setImageFailed(true);
    invoice.setFieldValue('verifyCode', '');
    notifyError(t('checkout.codeFailed'));
  };

  const goToInvoice = (event: FormEvent) => {
    event.preventDefault();
    const { errors } = contact.validate();
    const first = firstInError(CONTACT_ORDER, errors);
    if (first) {
      contact.getInputNode(first)?.focus();
      return;
    }
    // Most invoices go to the person ordering: start from their details.
    const { values } = invoice;
    invoice.setValues({
      invoiceName:
        values.invoiceName ||
        (values.invoiceType === INVOICE_TYPE.personal ? contact.values.contactName.trim() : ''),
      invoiceEmail: values.invoiceEmail || contact.values.contactEmail.trim(),
    });
    invoice.clearErrors();
    showStep(1, () => invoiceHeading.current?.focus());
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    // A second click while the first is on its way must not make a second order.
    if (sending.current || order.isPending) return;
    const contactResult = contactSchema.safeParse(contact.values);
    if (!contactResult.success) {
      const { errors } = contact.validate();
      const first = firstInError(CONTACT_ORDER, errors);
      showStep(0, () => first && contact.getInputNode(first)?.focus());
      notifyError(t('checkout.completeContact'));
      return;
    }
    const values = invoice.values;
    const { errors, hasErrors } = invoice.validate();
    const first = firstInError(INVOICE_ORDER, errors);
    if (first) invoice.getInputNode(first)?.focus();
    if (isInvoiceIncomplete(values)) {
      notifyError(t('checkout.invoiceIncomplete'));
      return;
    }
    if (hasErrors) return;
    const invoiceResult = invoiceSchemaFor(contactResult.data.country).safeParse(values);
    const confirmation = checkoutConfirmationSchema.safeParse(values);
    if (!invoiceResult.success || !confirmation.success) return;

    const body = buildAccessoriesOrderRequest(
      contactResult.data,
      invoiceResult.data,
      items.map((item) => ({
        skuId: item.id,
        bom: item.bom,
        productName: item.fullName,
        num: item.quantity,
      })),
      confirmation.data.verifyCode,
      i18n.language,
    );
    const checked = createAccessoriesOrderRequestSchema.safeParse(body);
    if (!checked.success) {
      const [first] = checked.error.issues;
      notifyError(first ? `${t('checkout.failed')}: ${issueText(first)}` : t('checkout.failed'));
      return;
    }

    sending.current = true;
    try {
      const { orderId, accessToken } = await order.mutateAsync(body);
      // It holds the only link to the order's page: it stays until closed.
      notifyUntilClosed({
        title: t('checkout.orderNumber', { orderId }),
        message: (
          <>
            {t('checkout.success')}{' '}
            <Anchor href={privatePagePath('spareOrder', accessToken)} inherit fw={600}>
              {t('checkout.orderPage')}
            </Anchor>
          </>
        ),
      });
      cartStore.clear();
      onClose();
      navigate(paths.spareCentre, { state: { orderId, accessToken } });
    } catch (error) {
      const text = apiErrorText(error);
      notifyError({ title: t('checkout.failed'), detail: text.detail ?? text.title });
      // The code is used up by any attempt; a new one is needed.
      refreshCode();
    } finally {
      sending.current = false;
    }
  };

  return (
    <>
      <Stepper
        active={step}
        size={narrow ? 'xs' : 'sm'}
        mb="lg"
        allowNextStepsSelect={false}
        styles={{ stepDescription: { color: 'var(--mantine-color-gray-7)' } }}
      >
        <Stepper.Step
          label={t('checkout.stepContact')}
          description={narrow ? undefined : t('checkout.stepContactHint')}
        />
        <Stepper.Step
          label={t('checkout.stepInvoice')}
          description={narrow ? undefined : t('checkout.stepInvoiceHint')}
        />
      </Stepper>
      {/* Both steps stay mounted so the code image loads once, when the modal opens. */}
      <div hidden={step !== 0}>
        <ContactStep form={contact} onSubmit={goToInvoice} onCancel={onClose} />
      </div>
      <div hidden={step !== 1}>
        <InvoiceStep
          form={invoice}
          contact={contact.values}
          items={items}
          onSubmit={(event) => void confirm(event)}
          onPrevious={() => showStep(0, () => contact.getInputNode(CONTACT_ORDER[0])?.focus())}
          headingRef={invoiceHeading}
          onCancel={onClose}
          pending={order.isPending}
          code={{ stamp, failed: imageFailed, onRefresh: refreshCode, onImageError }}
        />
      </div>
    </>
  );
}
