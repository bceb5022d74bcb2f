import { Alert, Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconBox,
  IconCircleCheck,
  IconFileText,
  IconShieldCheck,
  IconSpeakerphone,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { AccessoriesTab } from './components/accessories-tab';
import { AnnouncementTab } from './components/announcement-tab';
import { ComplianceTab } from './components/compliance-tab';
import { DocumentsTab } from './components/documents-tab';

export const TABS = ['accessories', 'documents', 'announcements', 'compliance'] as const;
type Tab = (typeof TABS)[number];
const ICONS = {
  accessories: IconBox,
  documents: IconFileText,
  announcements: IconSpeakerphone,
  compliance: IconShieldCheck,
};

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/** The order number the checkout passes along, so the customer can note it. */
function submittedOrderId(state: unknown): number | null {
  if (state && typeof state === 'object' && 'orderId' in state && typeof state.orderId === 'number')
    return state.orderId;
  return null;
}

const neverChanges = () => () => {};

/**
 * False while hydrating: the page was prerendered without router state, so
 * what depends on it waits for the render after hydration to match the markup.
 */
function useHydrated() {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

export function SpareCentrePage() {
  const { t } = useTranslation('spare-centre');
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // The tab lives in the URL, so a reload or Back shows the same one.
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'accessories';
  // The state survives a reload, which hydrates the prerendered page first.
  const orderId = useHydrated() ? submittedOrderId(location.state) : null;
  const [dismissedOrder, setDismissedOrder] = useState<number | null>(null);
  const showOrder = orderId !== null && dismissedOrder !== orderId;
  // The checkout closes and leaves the cart: its confirmation takes the focus.
  const orderHeading = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (showOrder) orderHeading.current?.focus();
  }, [showOrder, orderId]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('page.intro')}
        </Text>
      </div>

      {showOrder && (
        <Alert
          color="green"
          // The title in the text colour and the link a shade darker: on the green tint,
          // Mantine's green title read at 3.8:1 and its blue link at 4.4:1.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          icon={<IconCircleCheck aria-hidden />}
          title={
            <span ref={orderHeading} role="heading" aria-level={2} tabIndex={-1}>
              {t('page.orderPlaced', { orderId })}
            </span>
          }
          withCloseButton
          closeButtonLabel={t('common:actions.close')}
          onClose={() => setDismissedOrder(orderId)}
        >
          <Trans
            t={t}
            i18nKey="page.orderPlacedHint"
            values={{ orderId }}
            components={{
              lookup: <Anchor component={Link} to={paths.orderLookup} inherit c="blue.9" />,
            }}
          />
        </Alert>
      )}

      <Tabs
        value={tab}
        onChange={(next) => {
          if (isTab(next) && next !== tab) setParams({ tab: next }, { preventScrollReset: true });
        }}
        keepMounted={false}
        variant="pills"
        radius="md"
      >
        <Tabs.List
          aria-label={t('page.tabsLabel')}
          p={4}
          bg="white"
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          {TABS.map((key) => {
            const Icon = ICONS[key];
            return (
              <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} aria-hidden />}>
                {t(`tabs.${key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {TABS.map((key) => (
          <Tabs.Panel key={key} value={key} pt="lg">
            {key === 'accessories' && <AccessoriesTab />}
            {key === 'documents' && <DocumentsTab />}
            {key === 'announcements' && <AnnouncementTab />}
            {key === 'compliance' && <ComplianceTab />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
