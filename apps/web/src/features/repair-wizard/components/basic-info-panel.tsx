import { Anchor, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DICTIONARY_TYPE, WARRANTY_STATUS } from '@portal/contracts';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifyWarning } from '../../../lib/notify';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useAgreement } from '../api/get-agreement';
import { useBrands } from '../api/get-brands';
import { useProducts } from '../api/get-products';
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
  const { userId, productId, channelId, warranty, consent } = form.values;
  const products = useProducts(userId);
  const brandState = usePickListState(brands);
  const productState = usePickListState(products);
  const agreement = useAgreement();
  const [agreementHtml, setAgreementHtml] = useState<string | null>(null);
  const brandName = brands.data?.find((brand) => brand.userId === userId)?.userName ?? '';

  function readAgreement() {
    if (userId === null) {
      notifyWarning(t('agreement.selectBrand'));
      return;
    }
    agreement.mutate(
      { userId, language: i18n.language },
      {
        onSuccess: (html) => {
          if (html && html.trim() !== '') setAgreementHtml(html);
          else notifyWarning(t('agreement.none'));
        },
        onError: (error) => {
          // The API answers 404 for a brand whose agreement is not set.
          if (
            error instanceof ApiError &&
            error.failure.kind === 'api' &&
            error.failure.code === 404
          ) {
            notifyWarning(t('agreement.none'));
          } else notifyError(errorText(error));
        },
      },
    );
  }

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
            label={t('basic.channel')}
            placeholder={t('basic.channelPlaceholder')}
            value={channelId}
            onChange={(option) => form.setFieldValue('channelId', option)}
            error={form.errors.channelId}
          />
          <Select
            label={t('basic.brand')}
            placeholder={t('basic.brandPlaceholder')}
            withAsterisk
            data={(brands.data ?? []).map((brand) => ({
              value: String(brand.userId),
              label: brand.userName,
            }))}
            value={userId === null ? null : String(userId)}
            onChange={(value) => {
              form.setFieldValue('userId', value ? Number(value) : null);
              // Models belong to a brand: a new brand needs a new model.
              form.setFieldValue('productId', null);
            }}
            error={form.errors.userId}
            nothingFoundMessage={t('lists.empty')}
            {...brandState}
          />
          <Select
            label={t('basic.model')}
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
          label={t('basic.warranty')}
          withAsterisk
          value={warranty}
          onChange={(value) => form.setFieldValue('warranty', value)}
          error={form.errors.warranty}
        >
          <Group gap="xl" mt={6}>
            <Radio value={WARRANTY_STATUS.inWarranty} label={t('basic.inWarranty')} />
            <Radio value={WARRANTY_STATUS.outOfWarranty} label={t('basic.outOfWarranty')} />
          </Group>
        </Radio.Group>

        <Stack gap={6}>
          <Checkbox
            label={t('basic.consent')}
            checked={consent === '1'}
            onChange={(event) =>
              form.setFieldValue('consent', event.currentTarget.checked ? '1' : '')
            }
            error={form.errors.consent}
          />
          <Text size="sm" pl={32}>
            <Anchor
              component="button"
              type="button"
              onClick={readAgreement}
              disabled={agreement.isPending}
              inherit
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              <IconFileText size={16} aria-hidden />
              {agreement.isPending ? t('common:loading') : t('basic.readAgreement')}
            </Anchor>
          </Text>
        </Stack>
      </Stack>
      <PanelActions />
      <AgreementModal
        html={agreementHtml}
        brandName={brandName}
        onClose={() => setAgreementHtml(null)}
        onAccept={() => {
          form.setFieldValue('consent', '1');
          setAgreementHtml(null);
        }}
      />
    </form>
  );
}
