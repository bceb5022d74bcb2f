import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Back to the spare-parts centre (its compliance tab), then the page title. */
export function CompliancePageHeader({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation('compliance');
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        component={Link}
        to={`${paths.spareCentre}?tab=compliance`}
        variant="subtle"
        px={0}
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        {t('back')}
      </Button>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="gray.7" maw={820}>
        {intro}
      </Text>
    </Stack>
  );
}
