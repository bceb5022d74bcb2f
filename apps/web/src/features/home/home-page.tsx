import {
  Anchor,
  Box,
  Container,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingStore,
  IconClipboardPlus,
  IconCertificate,
  IconSearch,
  IconShieldCheck,
  IconTruckDelivery,
  IconTimeline,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../components/language-select';
import { paths } from '../../config/paths';
import classes from './home-page.module.css';

interface Action {
  key: 'addOrder' | 'searchRecord' | 'spareMall';
  to: string;
  icon: ReactNode;
  color: string;
}

export const ACTIONS: Action[] = [
  {
    key: 'addOrder',
    to: paths.repairWizard,
    icon: <IconClipboardPlus size={28} />,
    color: 'blue.8',
  },
  { key: 'searchRecord', to: paths.orderLookup, icon: <IconSearch size={28} />, color: 'teal.8' },
  {
    key: 'spareMall',
    to: paths.spareCentre,
    icon: <IconBuildingStore size={28} />,
    color: 'orange.9',
  },
];

export const PERKS = [
  { key: 'courier', icon: <IconTruckDelivery size={20} /> },
  { key: 'tracking', icon: <IconTimeline size={20} /> },
  { key: 'genuine', icon: <IconCertificate size={20} /> },
] as const;

/** `/`: the way into the three services, with the language select and copyright. */
export function HomePage() {
  const { t } = useTranslation('home');
  const year = new Date().getFullYear();
  return (
    <div className={classes.page}>
      <Container size="lg" w="100%" px={{ base: 'md', sm: 'lg' }}>
        <Group component="header" justify="space-between" py="md" wrap="nowrap" gap="sm">
          <Group gap={10} wrap="nowrap">
            <span className={classes.logo}>
              <Image src="/favicon.svg" alt="" w={36} h={36} />
            </span>
            <Text fw={800} fz={{ base: 'md', xs: 'lg' }} lh={1.2} c="white">
              {t('common:brand')}
            </Text>
          </Group>
          <LanguageSelect reloadsPage />
        </Group>
      </Container>

      <Container
        component="main"
        size="lg"
        w="100%"
        px={{ base: 'md', sm: 'lg' }}
        py={{ base: 'lg', sm: 48 }}
        style={{ flex: 1 }}
      >
        <Stack gap="lg" maw={760}>
          <span className={classes.kicker}>
            <IconShieldCheck size={16} aria-hidden />
            {t('kicker')}
          </span>
          <Title order={1} className={classes.title}>
            {t('title')}
          </Title>
          <Text className={classes.lead}>{t('lead')}</Text>
        </Stack>

        <SimpleGrid
          component="nav"
          aria-label={t('servicesNav')}
          cols={{ base: 1, sm: 3 }}
          spacing="lg"
          mt={{ base: 32, sm: 48 }}
        >
          {ACTIONS.map((action) => (
            <Link key={action.key} to={action.to} className={classes.action}>
              <ThemeIcon size={52} radius="md" color={action.color} aria-hidden>
                {action.icon}
              </ThemeIcon>
              <Text component="span" fw={800} size="xl" lh={1.2}>
                {t(`actions.${action.key}.title`)}
              </Text>
              <Text component="span" size="sm" c="dark.4">
                {t(`actions.${action.key}.description`)}
              </Text>
              <span className={classes.actionFooter} aria-hidden>
                {t(`actions.${action.key}.cta`)}
                <IconArrowRight size={18} />
              </span>
            </Link>
          ))}
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={{ base: 32, sm: 48 }}>
          {PERKS.map((perk) => (
            <div key={perk.key} className={classes.perk}>
              <ThemeIcon variant="white" color="blue.9" radius="xl" size={36} aria-hidden>
                {perk.icon}
              </ThemeIcon>
              <div>
                <Text fw={700} c="white">
                  {t(`perks.${perk.key}.title`)}
                </Text>
                <Text size="sm">{t(`perks.${perk.key}.text`)}</Text>
              </div>
            </div>
          ))}
        </SimpleGrid>
      </Container>

      <Box component="footer" className={classes.footer} py="lg">
        <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('common:copyright', { year })}</Text>
            <Group gap="md" component="nav" aria-label={t('legalNav')}>
              <Anchor
                component={Link}
                to={paths.privacyPolicy}
                size="sm"
                className={classes.footerLink}
              >
                {t('privacyPolicy')}
              </Anchor>
              <Anchor
                component={Link}
                to={paths.cookiePolicy}
                size="sm"
                className={classes.footerLink}
              >
                {t('cookiePolicy')}
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </div>
  );
}
