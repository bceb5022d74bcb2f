import { Button, Group, Text } from '@mantine/core';
import { courierBringsLabel, type RepairOrderView } from '@portal/contracts';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, type DownloadedFile } from '../../../lib/download-file';
import { notifyError } from '../../../lib/notify';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { getLabelPdf, getOrderSheetPdf } from '../api/get-repair-documents';
import { SectionCard } from '../../../components/private-page/section-card';
import { SECTION_ID } from './section-focus';

type Document = 'sheet' | 'label';

/** Printing the order sheet again, and its PDF and the courier's label as files. */
export function DocumentsSection({ order, token }: { order: RepairOrderView; token: string }) {
  const { t } = useTranslation('repair-order');
  const errorText = useApiErrorText();
  const [loading, setLoading] = useState<Document | null>(null);

  async function download(document: Document, fetchFile: () => Promise<DownloadedFile>) {
    setLoading(document);
    try {
      saveFile(await fetchFile());
    } catch (error) {
      const text = errorText(error);
      notifyError({ title: t('documents.failed'), detail: text.detail ?? text.title });
    } finally {
      setLoading(null);
    }
  }

  // What to do with them while the parcel is still to be packed (a pick-up
  // can still be changed); afterwards, and once cancelled, they are records.
  const toPack = order.actions.cancel;
  const courierLabel = courierBringsLabel(order.waybill);
  const text = !toPack
    ? t('documents.textKept')
    : courierLabel
      ? t('documents.textCourierLabel')
      : t('documents.text');
  return (
    <SectionCard
      id={SECTION_ID.documents}
      title={order.actions.label ? t('documents.heading') : t('documents.headingSheet')}
    >
      <Text size="sm">{text}</Text>
      <Group gap="sm">
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('documents.print')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={loading === 'sheet'}
          onClick={() => void download('sheet', () => getOrderSheetPdf(token, order.rmaNumber))}
        >
          {t('documents.sheetPdf')}
        </Button>
        {order.actions.label && order.pickup && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={loading === 'label'}
            onClick={() => {
              const shipmentNo = order.pickup?.shipmentNo ?? order.rmaNumber;
              void download('label', () => getLabelPdf(token, shipmentNo));
            }}
          >
            {t('documents.label')}
          </Button>
        )}
      </Group>
    </SectionCard>
  );
}
