import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import {
  normalTrackingNumber,
  parcelTrackingPath,
  type ParcelDirection,
  type ParcelEvent,
  type ParcelTracking,
} from '@portal/contracts';
import {
  IconBuildingWarehouse,
  IconCalendarEvent,
  IconCircleCheck,
  IconCircleX,
  IconFileText,
  IconPackage,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BrandHeader } from '../../components/brand-header';
import { PrivatePageLoadFailed } from '../../components/private-page/page-states';
import { SiteFrame } from '../../components/site-frame';
import { formatCalendarDate, formatWallClock } from '../../lib/dates';
import { QueryProvider } from '../../lib/queries';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useParcel } from './api/get-parcel';

const EVENT_ICON: Record<ParcelEvent, ReactNode> = {
  registered: <IconFileText size={14} />,
  pickupBooked: <IconCalendarEvent size={14} />,
  collected: <IconPackage size={14} />,
  atHub: <IconBuildingWarehouse size={14} />,
  outForDelivery: <IconTruckDelivery size={14} />,
  delivered: <IconCircleCheck size={14} />,
};

/** What an event is called; a delivery to the service says so. */
function useEventLabel() {
  const { t } = useTranslation('parcel-tracking');
  return (event: ParcelEvent, direction: ParcelDirection): string => {
    switch (event) {
      case 'registered':
        return t('events.registered');
      case 'pickupBooked':
        return t('events.pickupBooked');
      case 'collected':
        return t('events.collected');
      case 'atHub':
        return t('events.atHub');
      case 'outForDelivery':
        return t('events.outForDelivery');
      case 'delivered':
        return direction === 'toService' ? t('events.deliveredToService') : t('events.delivered');
    }
  };
}

/** The number to track: the one shown, or another typed in. */
function TrackingNumberForm({ shown }: { shown: string }) {
  const { t } = useTranslation('parcel-tracking');
  const navigate = useNavigate();
  const [value, setValue] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = normalTrackingNumber(value);
    if (!number) {
      setError(t('form.required'));
      return;
    }
    setError(null);
    void navigate(parcelTrackingPath(number));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label={t('form.label')}
          placeholder={t('form.placeholder')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} leftSection={<IconTruck size={16} />}>
          {t('form.submit')}
        </Button>
      </Group>
    </form>
  );
}

function ParcelHistory({ parcel }: { parcel: ParcelTracking }) {
  const { t, i18n } = useTranslation('parcel-tracking');
  const label = useEventLabel();
  const newestFirst = [...parcel.events].reverse();
  const latest = newestFirst[0];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {t('parcel.heading', { trackingNo: parcel.trackingNo })}
            </Title>
            <Text size="sm" c="gray.7">
              {t('parcel.courier', { courier: parcel.courier ?? t('parcel.serviceCourier') })}
            </Text>
            <Text size="sm" c="gray.7">
              {parcel.direction === 'toService' ? t('parcel.toService') : t('parcel.toCustomer')}
            </Text>
          </Stack>
          {!parcel.cancelled && latest && (
            <Badge
              size="lg"
              radius="sm"
              variant="filled"
              color={latest.event === 'delivered' ? 'teal.9' : 'blue.8'}
              style={{ maxWidth: '100%' }}
            >
              {label(latest.event, parcel.direction)}
            </Badge>
          )}
        </Group>
        {parcel.cancelled && (
          <Alert color="red" variant="light" icon={<IconCircleX />} title={t('cancelled.title')}>
            {t('cancelled.text')}
          </Alert>
        )}
        <Title order={3} size="h4">
          {t('parcel.history')}
        </Title>
        <Timeline active={newestFirst.length - 1} bulletSize={26} lineWidth={2} color="blue.8">
          {newestFirst.map((entry) => (
            <Timeline.Item
              key={`${entry.event}-${entry.at}`}
              bullet={EVENT_ICON[entry.event]}
              title={label(entry.event, parcel.direction)}
            >
              <Text size="sm" c="gray.7">
                {formatWallClock(entry.at, i18n.language)}
              </Text>
              {entry.pickup && (
                <Text size="sm">
                  {t('events.pickupWindow', {
                    date: formatCalendarDate(entry.pickup.date, i18n.language, 'long'),
                    from: entry.pickup.from,
                    to: entry.pickup.to,
                  })}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
        <Text size="xs" c="gray.7">
          {t('parcel.times')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /tracking/:trackingNo: the simulated courier's page of a parcel (decision 041). */
export function ParcelTrackingPage() {
  return (
    <QueryProvider>
      <ParcelTrackingContent />
    </QueryProvider>
  );
}

function ParcelTrackingContent() {
  const { t } = useTranslation('parcel-tracking');
  const { trackingNo: typed = '' } = useParams();
  const trackingNo = normalTrackingNumber(typed);
  const parcel = useParcel(trackingNo);
  const title = useDocumentTitle();
  const pageTitle = title(t('pageTitle', { trackingNo }));

  let content: ReactNode;
  if (parcel.isPending) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  } else if (parcel.isError) {
    content = (
      <PrivatePageLoadFailed
        title={pageTitle}
        heading={t('loadFailed')}
        error={parcel.error}
        onRetry={() => void parcel.refetch()}
      />
    );
  } else if (parcel.data === null) {
    content = (
      <Alert color="gray" variant="light" title={t('notFound.title')} role="status">
        {t('notFound.text', { trackingNo })}
      </Alert>
    );
  } else {
    content = <ParcelHistory parcel={parcel.data} />;
  }

  return (
    <SiteFrame
      size="lg"
      header={<BrandHeader />}
      footer={
        <Text size="sm" c="gray.7" ta="center">
          {t('common:copyright', { year: new Date().getFullYear() })}
        </Text>
      }
    >
      {/* A failure writes the title with its own message. */}
      {!parcel.isError && <title>{pageTitle}</title>}
      <Container component="main" size={720} w="100%" py="xl" px="md" style={{ flex: 1 }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('title')}</Title>
            <Text c="gray.7">{t('intro')}</Text>
          </Stack>
          {/* A new number starts the form afresh. */}
          <TrackingNumberForm key={trackingNo} shown={trackingNo} />
          {content}
        </Stack>
      </Container>
    </SiteFrame>
  );
}
