import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CUSTOMER_PATHS, purchaseProgress } from '@portal/contracts';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ContactServiceSection } from '../../components/private-page/contact-service-section';
import {
  PrivatePageLoadFailed,
  PrivatePageLoading,
  PrivatePageNotFound,
} from '../../components/private-page/page-states';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatWallClock } from '../../lib/dates';
import { useOrderLanguage } from '../../i18n/order-language';
import { useSpareOrder } from './api/get-spare-order';
import { SpareCancelSection } from './components/cancel-section';
import { SpareReceiptSection } from './components/receipt-section';
import { SECTION_ID } from './components/section-focus';
import {
  SpareContactSection,
  SpareInvoiceSection,
  SpareLinesSection,
  SpareLogisticsSection,
  SpareStatusSection,
} from './components/spare-order-sections';

/** /spare/order/:token: a spare-part order's own page. */
export function SpareOrderPage() {
  const { t, i18n } = useTranslation('spare-order');
  const { token = '' } = useParams();
  const order = useSpareOrder(token);
  const title = useDocumentTitle();
  useOrderLanguage(order.data?.language);

  if (order.isPending) {
    return <PrivatePageLoading title={title(t('genericTitle'))} label={t('loading')} />;
  }

  if (order.isError) {
    return (
      <PrivatePageLoadFailed
        title={title(t('genericTitle'))}
        heading={t('loadFailed')}
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  }

  if (order.data === null) {
    return (
      <PrivatePageNotFound
        title={title(t('notFound.pageTitle'))}
        heading={t('notFound.title')}
        text={t('notFound.text')}
        actions={
          <Button
            component={Link}
            to={paths.spareCentre}
            leftSection={<IconBuildingStore size={16} />}
          >
            {t('notFound.centre')}
          </Button>
        }
      />
    );
  }

  const view = order.data;
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <title>{title(t('pageTitle', { orderId: view.orderId }))}</title>
      <div>
        <Title order={1} size="h2">
          {t('title', { orderId: view.orderId })}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('placed', { date: formatWallClock(view.createdAt, i18n.language) })}
        </Text>
        <Text c="gray.7" mt={4} size="sm">
          {t('intro')}
        </Text>
      </div>
      <SpareStatusSection order={view} />
      <SpareLinesSection order={view} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SpareContactSection order={view} />
        <SpareInvoiceSection order={view} />
      </SimpleGrid>
      <SpareReceiptSection order={view} token={token} />
      <SpareLogisticsSection order={view} />
      {view.actions.cancel && <SpareCancelSection token={token} />}
      {!purchaseProgress(view).cancelled && (
        <ContactServiceSection
          id={SECTION_ID.toService}
          path={CUSTOMER_PATHS.spareOrderMessage}
          token={token}
          email={view.contact.email}
        />
      )}
    </Stack>
  );
}
