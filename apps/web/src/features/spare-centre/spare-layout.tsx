import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Group,
  Image,
  Indicator,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteFrame } from '../../components/site-frame';
import { PageOutlet } from '../../components/page-outlet';
import { QueryProvider } from '../../lib/queries';
import { LanguageSelect } from '../../components/language-select';
import { paths } from '../../config/paths';
import { useCartCount } from '../../lib/cart-store';

/** The spare-parts mall: header (logo home, cart with its badge, language), page, footer. */
export function SpareLayout() {
  const { t } = useTranslation('spare-centre');
  const count = useCartCount();
  const cartLabel = t('layout.cart', { count });

  return (
    <SiteFrame
      size="xl"
      header={
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Anchor
            component={Link}
            to={paths.home}
            underline="never"
            c="inherit"
            title={t('layout.home')}
          >
            <Group gap="xs" wrap="nowrap">
              <Image src="/favicon.svg" alt="" w={32} h={32} />
              <VisuallyHidden hiddenFrom="xs">{t('common:brand')}</VisuallyHidden>
              <Box visibleFrom="xs">
                <Text fw={700} lh={1.2}>
                  {t('common:brand')}
                </Text>
                <Text size="xs" c="gray.7" lh={1.2}>
                  {t('layout.subtitle')}
                </Text>
              </Box>
            </Group>
          </Anchor>
          <Group gap="sm" wrap="nowrap">
            <Tooltip label={cartLabel} withArrow>
              <Indicator
                label={count}
                size={18}
                disabled={count === 0}
                offset={4}
                color="red"
                maxValue={99}
              >
                <ActionIcon
                  component={Link}
                  to={paths.cart}
                  variant="default"
                  size={40}
                  aria-label={cartLabel}
                >
                  <IconShoppingCart size={22} aria-hidden />
                </ActionIcon>
              </Indicator>
            </Tooltip>
            <LanguageSelect />
          </Group>
        </Group>
      }
      footer={
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="gray.7">
            {t('common:copyright', { year: new Date().getFullYear() })}
          </Text>
          <Group gap="md">
            <Anchor component={Link} to={paths.privacyPolicy} size="sm">
              {t('layout.privacy')}
            </Anchor>
            <Anchor component={Link} to={paths.cookiePolicy} size="sm">
              {t('layout.cookies')}
            </Anchor>
          </Group>
        </Group>
      }
    >
      {/* At least a screen high: the footer starts below the fold, so lists arriving do not push it around. */}
      <Box component="main" flex={1} mih="100dvh" py={{ base: 'md', sm: 'xl' }}>
        <Container size="xl">
          <QueryProvider>
            <PageOutlet />
          </QueryProvider>
        </Container>
      </Box>
    </SiteFrame>
  );
}
