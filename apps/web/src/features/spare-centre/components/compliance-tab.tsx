import {
  Button,
  Card,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconDeviceMobileCog, IconLeaf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export const STANDARDS = ['label', 'ecodesign', 'radio', 'rohs', 'weee', 'charger'] as const;

/** Links to the two compliance pages and the standards the products follow. */
export function ComplianceTab() {
  const { t } = useTranslation('spare-centre');
  const cards = [
    { key: 'software', to: paths.softwareUpdates, icon: IconDeviceMobileCog, color: 'blue' },
    { key: 'quality', to: paths.qualityEnvironmental, icon: IconLeaf, color: 'teal' },
  ] as const;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {cards.map(({ key, to, icon: Icon, color }) => (
          <Card key={key} withBorder radius="md" padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
              <Icon size={26} />
            </ThemeIcon>
            <Title order={2} size="h4" mt="md">
              {t(`compliance.${key}.title`)}
            </Title>
            <Text size="sm" c="gray.7" mt={4} mb="md">
              {t(`compliance.${key}.description`)}
            </Text>
            <Button
              component={Link}
              to={to}
              variant="light"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              mt="auto"
              style={{ alignSelf: 'flex-start' }}
            >
              {t(`compliance.${key}.open`)}
            </Button>
          </Card>
        ))}
      </SimpleGrid>

      <Paper withBorder radius="md" p="lg" bg="gray.0">
        <Title order={2} size="h4" mb="xs">
          {t('compliance.standards.title')}
        </Title>
        <Text size="sm" mb="sm">
          {t('compliance.standards.intro')}
        </Text>
        <List size="sm" spacing={6}>
          {STANDARDS.map((standard) => (
            <List.Item key={standard}>{t(`compliance.standards.items.${standard}`)}</List.Item>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
