import { Anchor, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DICTIONARY_TYPE, WARRANTY_STATUS } from '@portal/contracts';
import { IconFileText } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifyWarning } from '../../../lib/notify';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useAgreement } from '../api/get-agreement';
import { useBrands } from '../api/get-brands';
import { useProducts } from '../api/get-products';
import { changeBrand, consentForBrand, setConsent } from '../hooks/brand-consent';
import type { WizardForm } from '../hooks/use-wizard-form';
import { AgreementModal } from './agreement-modal';
import { DictionaryOptionSelect } from './dictionary-option-select';
import { PanelActions } from './panel-actions';
import { usePickListState } from './pick-list-state';

interface PanelProps {
  form: WizardForm;
  onNext: () => void;
}

/** Panel 1: channel, brand, model, repair status and consent to the brand's agreement. */
export function BasicInfoPanel({ form, onNext }: PanelProps) {
  const { t, i18n } = useTranslation('repair-wizard');
  const errorText = useApiErrorText();
  const brands = useBrands();
  const { userId, productId, channelId, warranty } = form.values;
  const products = useProducts(userId);
  const brandState = usePickListState(brands);
  const productState = usePickListState(products);
  const agreement = useAgreement(userId, i18n.language);
  // Only a brand with an agreement can be consented to; null while it is being asked for.
  const hasAgreement = agreement.data === undefined ? null : agreement.data !== null;
  const consented = consentForBrand(form.values) === '1';
  const [showAgreement, setShowAgreement] = useState(false);
  // The visitor asked to read it and waits for it.
  const [opening, setOpening] = useState(false);
  const brandName = brands.data?.find((brand) => brand.userId === userId)?.userName ?? '';

  // Where the focus goes once the agreement has closed: the consent box after
  // "I agree", the link that opened it otherwise; never the page's body.
  const consentBox = useRef<HTMLInputElement>(null);
  const readLink = useRef<HTMLButtonElement>(null);
  const focusAfterAgreement = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (showAgreement || !focusAfterAgreement.current) return;
    focusAfterAgreement.current.focus();
    focusAfterAgreement.current = null;
  }, [showAgreement]);

  function closeAgreement(focus: HTMLElement | null) {
    focusAfterAgreement.current = focus;
    setShowAgreement(false);
  }

  async function readAgreement() {
    if (userId === null) {
      notifyWarning(t('agreement.selectBrand'));
      return;
    }
    // Already asked for when the brand was chosen; asked again after a failure.
    setOpening(true);
    const answer = agreement.isSuccess
      ? agreement
      : await agreement.refetch({ cancelRefetch: false });
    setOpening(false);
    if (answer.isError) notifyError(errorText(answer.error));
    else if (answer.data) setShowAgreement(true);
    else notifyWarning(t('agreement.none'));
  }

  let consentNote: string | undefined;
  if (userId === null) consentNote = t('agreement.selectBrand');
  else if (hasAgreement === false) consentNote = t('agreement.cannotAccept');
  else if (agreement.isError) consentNote = t('agreement.loadFailed');

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DictionaryOptionSelect
            typeId={DICTIONARY_TYPE.channel}
            label={t('order-sheet:channel')}
            placeholder={t('basic.channelPlaceholder')}
            value={channelId}
            onChange={(option) => form.setFieldValue('channelId', option)}
            error={form.errors.channelId}
          />
          <Select
            label={t('order-sheet:brand')}
            placeholder={t('basic.brandPlaceholder')}
            withAsterisk
            data={(brands.data ?? []).map((brand) => ({
              value: String(brand.userId),
              label: brand.userName,
            }))}
            value={userId === null ? null : String(userId)}
            onChange={(value) =>
              // Models and the consent belong to a brand: a new brand needs new ones.
              form.setValues(changeBrand(form.getValues(), value ? Number(value) : null))
            }
            error={form.errors.userId}
            nothingFoundMessage={t('lists.empty')}
            {...brandState}
          />
          <Select
            label={t('order-sheet:model')}
            placeholder={userId === null ? t('basic.modelNeedsBrand') : t('basic.modelPlaceholder')}
            withAsterisk
            searchable
            disabled={userId === null}
            data={(products.data ?? []).map((product) => ({
              value: String(product.productId),
              label: product.productName,
            }))}
            value={productId === null ? null : String(productId)}
            onChange={(value) => form.setFieldValue('productId', value ? Number(value) : null)}
            error={form.errors.productId}
            nothingFoundMessage={t('lists.noModels')}
            {...productState}
          />
        </SimpleGrid>

        <Radio.Group
          label={t('order-sheet:warranty')}
          withAsterisk
          value={warranty}
          onChange={(value) => form.setFieldValue('warranty', value)}
          error={form.errors.warranty}
        >
          <Group gap="xl" mt={6}>
            <Radio value={WARRANTY_STATUS.inWarranty} label={t('order-sheet:inWarranty')} />
            <Radio value={WARRANTY_STATUS.outOfWarranty} label={t('order-sheet:outOfWarranty')} />
          </Group>
        </Radio.Group>

        <Stack gap={6}>
          <Checkbox
            ref={consentBox}
            label={t('basic.consent')}
            checked={consented}
            disabled={hasAgreement !== true}
            onChange={(event) =>
              form.setValues(
                setConsent(form.getValues(), event.currentTarget.checked, hasAgreement === true),
              )
            }
            description={consentNote}
            error={form.errors.consent}
          />
          <Text size="sm" pl={32}>
            <Anchor
              ref={readLink}
              component="button"
              type="button"
              // Not disabled while loading: a disabled button drops the focus to the page's body.
              onClick={() => void readAgreement()}
              aria-busy={opening}
              inherit
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              <IconFileText size={16} aria-hidden />
              {opening ? t('common:loading') : t('basic.readAgreement')}
            </Anchor>
          </Text>
        </Stack>
      </Stack>
      <PanelActions />
      <AgreementModal
        html={showAgreement ? (agreement.data ?? null) : null}
        brandName={brandName}
        onClose={() => closeAgreement(readLink.current)}
        onAccept={() => {
          form.setValues(setConsent(form.getValues(), true, hasAgreement === true));
          closeAgreement(consentBox.current);
        }}
      />
    </form>
  );
}
