import { Button, Group, Text } from '@mantine/core';
import type { SpareOrderView } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/private-page/section-card';
import { saveFile } from '../../../lib/download-file';
import { notifyError } from '../../../lib/notify';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { getSpareReceiptPdf } from '../api/get-spare-receipt';
import { SECTION_ID } from './section-focus';

/** The order's receipt (pro forma) as a PDF file. */
export function SpareReceiptSection({ order, token }: { order: SpareOrderView; token: string }) {
  const { t } = useTranslation('spare-order');
  const errorText = useApiErrorText();
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function download() {
    setLoading(true);
    try {
      saveFile(await getSpareReceiptPdf(token, order.orderId));
    } catch (error) {
      const text = errorText(error);
      notifyError({ title: t('receipt.failed'), detail: text.detail ?? text.title });
    } finally {
      setLoading(false);
      // Disabled while loading, the button may have let the focus go: it takes it back.
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) button.current?.focus();
      });
    }
  }

  return (
    <SectionCard id={SECTION_ID.receipt} title={t('receipt.heading')}>
      <Text size="sm">{t('receipt.text')}</Text>
      <Group>
        <Button
          ref={button}
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={loading}
          onClick={() => void download()}
        >
          {t('receipt.download')}
        </Button>
      </Group>
    </SectionCard>
  );
}
