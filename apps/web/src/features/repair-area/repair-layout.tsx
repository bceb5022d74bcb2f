import {
  Anchor,
  Box,
  Container,
  Group,
  Image,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageOutlet } from '../../components/page-outlet';
import { QueryProvider } from '../../lib/queries';
import { LanguageSelect } from '../../components/language-select';
import { paths } from '../../config/paths';
import { NO_PRINT_CLASS } from '../../lib/print';

/**
 * Mantine's default dimmed, error and placeholder greys fall below WCAG AA on
 * white; the area uses darker shades of the same colours.
 */
const AREA_STYLE = {
  flexDirection: 'column',
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-error': 'var(--mantine-color-red-8)',
  // Between gray-6 and gray-7: still reads as a hint, 4.7:1 on white.
  '--mantine-color-placeholder': '#6c757d',
} as CSSProperties;

/** /base: header with the logo (home) and the language select, the page, and the footer. */
export function RepairLayout() {
  const { t } = useTranslation('repair-area');
  const year = new Date().getFullYear();
  return (
    <Box mih="100dvh" display="flex" style={AREA_STYLE} bg="var(--mantine-color-gray-0)">
      <Box
        component="header"
        className={NO_PRINT_CLASS}
        bg="white"
        pos="sticky"
        top={0}
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="lg" h={64} px={{ base: 'sm', sm: 'md' }}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            {/* Named by what it shows (the brand and the tagline), as speech input users say it. */}
            <UnstyledButton component={Link} to={paths.home}>
              <Group gap={10} wrap="nowrap">
                <Image src="/favicon.svg" alt="" w={36} h={36} />
                <Stack gap={0}>
                  <Text fw={800} fz={{ base: 'md', xs: 'lg' }} lh={1.1} c="blue.9">
                    {t('common:brand')}
                  </Text>
                  <Text size="xs" c="dimmed" lh={1.2} visibleFrom="xs">
                    {t('tagline')}
                  </Text>
                </Stack>
              </Group>
              <VisuallyHidden> {t('homeLink')}</VisuallyHidden>
            </UnstyledButton>
            <LanguageSelect />
          </Group>
        </Container>
      </Box>

      <Box component="main" style={{ flex: 1 }}>
        <QueryProvider>
          <PageOutlet />
        </QueryProvider>
      </Box>

      <Box
        component="footer"
        className={NO_PRINT_CLASS}
        bg="white"
        py="lg"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="lg" px={{ base: 'sm', sm: 'md' }}>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('common:copyright', { year })}
            </Text>
            <Group component="nav" gap="md" style={{ rowGap: 4 }} aria-label={t('legalNav')}>
              <Anchor component={Link} to={paths.privacyPolicy} size="sm" c="dark.6">
                {t('privacyPolicy')}
              </Anchor>
              <Anchor component={Link} to={paths.cookiePolicy} size="sm" c="dark.6">
                {t('cookiePolicy')}
              </Anchor>
              <Anchor component={Link} to={paths.cookieSettings} size="sm" c="dark.6">
                {t('cookieSettings')}
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
