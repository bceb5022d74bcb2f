import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { LanguageSelect } from './language-select';

/** The header bar of a page outside the shop and the repair area: the brand home, the language. */
export function BrandHeader() {
  const { t } = useTranslation();
  const brand = t('brand');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Anchor
        component={Link}
        to={paths.home}
        aria-label={t('homeLink', { brand })}
        c="dark.8"
        underline="never"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 10, minWidth: 0 }}
      >
        <img src="/favicon.svg" alt="" width={36} height={36} />
        <Text component="span" fw={700} fz={{ base: 'md', sm: 'lg' }} truncate>
          {brand}
        </Text>
      </Anchor>
      <LanguageSelect />
    </Group>
  );
}
