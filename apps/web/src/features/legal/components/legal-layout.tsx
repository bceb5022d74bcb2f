import { Anchor, Box, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandHeader } from '../../../components/brand-header';
import { SiteFrame } from '../../../components/site-frame';
import { paths } from '../../../config/paths';
import { formatCalendarDate } from '../../../lib/dates';

/** Readable line length for long legal texts. */
const TEXT_WIDTH = 800;

interface LegalLayoutProps {
  title: string;
  /** Date of the last change (YYYY-MM-DD). */
  lastUpdated?: string;
  intro?: ReactNode;
  toc?: { anchor: string; label: string }[];
  children: ReactNode;
}

function BackHome() {
  const { t } = useTranslation('legal');
  return (
    <Anchor
      component={Link}
      to={paths.home}
      fw={500}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
    >
      <IconArrowLeft size={18} aria-hidden />
      {t('layout.backHome')}
    </Anchor>
  );
}

/** The frame of the privacy policy, the cookie policy and the cookie settings. */
export function LegalLayout({ title, lastUpdated, intro, toc, children }: LegalLayoutProps) {
  const { t, i18n } = useTranslation('legal');
  const { hash } = useLocation();
  const tocTitleId = useId();

  // The page is loaded lazily, after the browser looked for the anchor: go there now.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const updated = lastUpdated ? formatCalendarDate(lastUpdated, i18n.language, 'long') : null;

  return (
    <SiteFrame
      size="lg"
      header={<BrandHeader />}
      footer={
        <Stack gap="xs" align="center">
          <Group component="nav" aria-label={t('layout.legalNav')} gap="lg" justify="center">
            <Anchor component={Link} to={paths.privacyPolicy} size="sm">
              {t('layout.privacyPolicy')}
            </Anchor>
            <Anchor component={Link} to={paths.cookiePolicy} size="sm">
              {t('layout.cookiePolicy')}
            </Anchor>
            <Anchor component={Link} to={paths.cookieSettings} size="sm">
              {t('layout.cookieSettings')}
            </Anchor>
          </Group>
          <Text size="sm" c="gray.7" ta="center">
            {t('common:copyright', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      }
    >
      <Container component="main" size={TEXT_WIDTH} w="100%" py="xl" px="md" style={{ flex: 1 }}>
        <Stack gap="lg">
          <BackHome />
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            {updated && (
              <Text c="gray.7" size="sm">
                {t('layout.lastUpdated', { date: updated })}
              </Text>
            )}
          </Stack>
          {intro && <Text size="lg">{intro}</Text>}
          {toc && toc.length > 0 && (
            <Paper component="nav" aria-labelledby={tocTitleId} withBorder p="md" radius="md">
              <Title order={2} size="h4" id={tocTitleId} mb="xs">
                {t('layout.contents')}
              </Title>
              <List type="ordered" spacing={4} withPadding>
                {toc.map((entry) => (
                  <List.Item key={entry.anchor}>
                    <Anchor href={`#${entry.anchor}`}>{entry.label}</Anchor>
                  </List.Item>
                ))}
              </List>
            </Paper>
          )}
          <Box style={{ lineHeight: 1.65 }}>{children}</Box>
          <BackHome />
        </Stack>
      </Container>
    </SiteFrame>
  );
}
