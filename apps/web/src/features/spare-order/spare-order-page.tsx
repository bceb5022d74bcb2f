import {
  Alert,
  Button,
  Center,
  EmptyState,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBuildingStore, IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { formatWallClock } from '../../lib/dates';
import { useApiErrorText } from '../../lib/use-api-error-text';
import { useSpareOrder } from './api/get-spare-order';
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
  const errorText = useApiErrorText();
  const { token = '' } = useParams();
  const order = useSpareOrder(token);
  const brand = t('common:brand');

  if (order.isPending) {
    return (
      <>
        <title>{t('genericTitle', { brand })}</title>
        <Center py="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      </>
    );
  }

  if (order.isError) {
    const text = errorText(order.error);
    return (
      <>
        <title>{t('genericTitle', { brand })}</title>
        <Alert color="red" variant="light" title={t('loadFailed')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{text.detail ? `${text.title}: ${text.detail}` : text.title}</Text>
            <Button size="xs" variant="white" onClick={() => void order.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      </>
    );
  }

  if (order.data === null) {
    return (
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} shadow="xs" maw={720} mx="auto">
        <title>{t('notFound.pageTitle', { brand })}</title>
        <Stack align="center" gap="md" ta="center">
          <EmptyState
            icon={<IconLinkOff size={32} />}
            withIndicatorBackground
            color="gray"
            title={
              <Title order={1} size="h2">
                {t('notFound.title')}
              </Title>
            }
            description={t('notFound.text')}
          />
          <Button
            component={Link}
            to={paths.spareCentre}
            leftSection={<IconBuildingStore size={16} />}
          >
            {t('notFound.centre')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const view = order.data;
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <title>{t('pageTitle', { orderId: view.orderId, brand })}</title>
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
      <SpareLogisticsSection order={view} />
    </Stack>
  );
}
