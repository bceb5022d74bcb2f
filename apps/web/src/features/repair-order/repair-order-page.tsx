import { Button, Stack, Text, Title } from '@mantine/core';
import { CUSTOMER_PATHS, REPAIR_STATUS } from '@portal/contracts';
import { IconHome, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OrderSheet } from '../../components/order-sheet/order-sheet';
import { ContactServiceSection } from '../../components/private-page/contact-service-section';
import {
  PrivatePageLoadFailed,
  PrivatePageLoading,
  PrivatePageNotFound,
} from '../../components/private-page/page-states';
import { PageContainer } from '../../components/titled-page';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NO_PRINT_CLASS } from '../../lib/print';
import { useOrderLanguage } from '../../i18n/order-language';
import { useRepairOrder } from './api/get-repair-order';
import { CancelSection } from './components/cancel-section';
import { DetailsSection } from './components/details-section';
import { DocumentsSection } from './components/documents-section';
import { QuoteSection } from './components/quote-section';
import classes from './components/repair-order.module.css';
import { RescheduleSection } from './components/reschedule-section';
import { SECTION_ID } from './components/section-focus';
import { StatusSection } from './components/status-section';
import { toOrderSheetData } from './order-sheet-data';

/** /base/order/:token: a booked repair's private page. */
export function RepairOrderPage() {
  const { t } = useTranslation('repair-order');
  const { token = '' } = useParams();
  const order = useRepairOrder(token);
  const title = useDocumentTitle();
  useOrderLanguage(order.data?.language);

  if (order.isPending) {
    return (
      <PageContainer>
        <PrivatePageLoading title={title(t('genericTitle'))} label={t('loading')} />
      </PageContainer>
    );
  }

  if (order.isError) {
    return (
      <PageContainer>
        <PrivatePageLoadFailed
          title={title(t('genericTitle'))}
          heading={t('loadFailed')}
          error={order.error}
          onRetry={() => void order.refetch()}
        />
      </PageContainer>
    );
  }

  if (order.data === null) {
    return (
      <PageContainer>
        <PrivatePageNotFound
          title={title(t('notFound.pageTitle'))}
          heading={t('notFound.title')}
          text={t('notFound.text')}
          actions={
            <>
              <Button
                component={Link}
                to={paths.orderLookup}
                leftSection={<IconSearch size={16} />}
              >
                {t('notFound.lookup')}
              </Button>
              <Button
                component={Link}
                to={paths.home}
                variant="default"
                leftSection={<IconHome size={16} />}
              >
                {t('notFound.home')}
              </Button>
            </>
          }
        />
      </PageContainer>
    );
  }

  const view = order.data;
  return (
    <PageContainer>
      <title>{title(t('pageTitle', { rma: view.rmaNumber }))}</title>
      <Stack gap="lg" className={NO_PRINT_CLASS}>
        <div>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {t('title', { rma: view.rmaNumber })}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('intro')}
          </Text>
        </div>
        <StatusSection order={view} />
        {view.quote && (
          <QuoteSection quote={view.quote} canAnswer={view.actions.answerQuote} token={token} />
        )}
        <DetailsSection order={view} />
        {view.actions.reschedule && <RescheduleSection order={view} token={token} />}
        <DocumentsSection order={view} token={token} />
        {view.actions.cancel && <CancelSection token={token} />}
        {view.progress.status !== REPAIR_STATUS.cancelled && (
          <ContactServiceSection
            id={SECTION_ID.contact}
            path={CUSTOMER_PATHS.repairMessage}
            token={token}
            email={view.customer.email}
          />
        )}
      </Stack>
      <div className={classes.printOnly}>
        <OrderSheet data={toOrderSheetData(view)} />
      </div>
    </PageContainer>
  );
}
