import { Anchor, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompliancePageHeader } from './components/compliance-page-header';
import { DetailModal, type DetailField } from './components/detail-modal';
import { ClassBadge } from './components/energy-class-badge';
import { EPREL_URL, QUALITY_ROWS, type QualityRow } from './fixed-data';
import { useComplianceFormat } from './hooks/use-compliance-format';

export const COLUMNS = [
  'energyClass',
  'batteryEndurance',
  'freeFallClass',
  'repairabilityClass',
  'batteryCycles',
  'ipRating',
  'recyclabilityRate',
  'cobalt',
  'tantalum',
  'neodymium',
  'gold',
  'memoryCard',
] as const;
type Column = (typeof COLUMNS)[number];

export function QualityEnvironmentalPage() {
  const { t } = useTranslation('compliance');
  const format = useComplianceFormat();
  const [opened, setOpened] = useState<QualityRow | null>(null);

  const value = (row: QualityRow, column: Column): ReactNode => {
    switch (column) {
      case 'energyClass':
        return <ClassBadge value={row.energyClass} />;
      case 'batteryEndurance':
        return format.hoursMinutes(row.batteryEndurance);
      case 'freeFallClass':
        return <ClassBadge value={row.freeFallClass} />;
      case 'repairabilityClass':
        return <ClassBadge value={row.repairabilityClass} />;
      case 'batteryCycles':
        return format.cycles(row.batteryCycles);
      case 'ipRating':
        return row.ipRating;
      case 'recyclabilityRate':
        return format.percent(row.recyclabilityRate);
      case 'cobalt':
        return format.grams(row.cobaltGrams);
      case 'tantalum':
        return format.grams(row.tantalumGrams);
      case 'neodymium':
        return format.grams(row.neodymiumGrams);
      case 'gold':
        return format.grams(row.goldGrams);
      case 'memoryCard':
        return format.yesNo(row.removableMemoryCard);
    }
  };

  const fields = (row: QualityRow): DetailField[] => [
    { label: t('quality.columns.product'), value: row.product },
    ...COLUMNS.map((column) => ({
      label: t(`quality.columns.${column}`),
      value: value(row, column),
      hint: t(`quality.hints.${column}`),
    })),
  ];

  return (
    <Stack gap="lg">
      <CompliancePageHeader title={t('quality.title')} intro={t('quality.intro')} />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Table.ScrollContainer minWidth={1500} type="native" pos="relative">
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption
              style={{
                captionSide: 'top',
                textAlign: 'left',
                color: 'var(--mantine-color-gray-7)',
              }}
            >
              {t('quality.caption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('quality.columns.product')}</Table.Th>
                {COLUMNS.map((column) => (
                  <Table.Th key={column} style={{ verticalAlign: 'bottom' }}>
                    {t(`quality.columns.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {QUALITY_ROWS.map((row) => (
                <Table.Tr key={row.product}>
                  <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                    <Stack gap={4} align="flex-start">
                      {row.product}
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => setOpened(row)}
                        aria-label={t('detailsFor', { name: row.product })}
                      >
                        {t('details')}
                      </Button>
                    </Stack>
                  </Table.Th>
                  {COLUMNS.map((column) => (
                    <Table.Td key={column} style={{ whiteSpace: 'nowrap' }}>
                      {value(row, column)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Text size="sm" c="gray.7">
        {t('quality.note')}{' '}
        <Anchor
          href={EPREL_URL}
          target="_blank"
          rel="noopener noreferrer"
          inherit
          underline="always"
        >
          {t('quality.eprel')} <IconExternalLink size={12} aria-hidden />
        </Anchor>
      </Text>

      <DetailModal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.product ?? ''}
        fields={opened ? fields(opened) : []}
      />
    </Stack>
  );
}
