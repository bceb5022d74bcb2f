import { Button, Paper, Stack, Table, Text } from '@mantine/core';
import { SOFTWARE_UPDATE_GUARANTEED_UNTIL } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompliancePageHeader } from './components/compliance-page-header';
import { DetailModal } from './components/detail-modal';
import { SOFTWARE_VERSIONS, type SoftwareVersionRow } from './fixed-data';
import { useComplianceFormat } from './hooks/use-compliance-format';

export function SoftwareUpdatesPage() {
  const { t } = useTranslation('compliance');
  const format = useComplianceFormat();
  const [opened, setOpened] = useState<SoftwareVersionRow | null>(null);

  const fields = (row: SoftwareVersionRow) => [
    { label: t('software.columns.product'), value: row.product },
    { label: t('software.columns.operator'), value: t(`software.operators.${row.operator}`) },
    { label: t('software.columns.reference'), value: row.versionReference },
    {
      label: t('software.columns.patch'),
      value: format.date(row.securityPatchLevel),
      hint: t('software.hints.patch'),
    },
    { label: t('software.columns.available'), value: format.date(row.availableFrom) },
    {
      label: t('software.columns.guaranteed'),
      value: format.date(row.guaranteedUntil),
      hint: t('software.hints.guaranteed'),
    },
  ];

  return (
    <Stack gap="lg">
      <CompliancePageHeader
        title={t('software.title')}
        intro={t('software.intro', { date: format.date(SOFTWARE_UPDATE_GUARANTEED_UNTIL) })}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Table.ScrollContainer minWidth={1100} type="native" pos="relative">
          <Table striped highlightOnHover verticalSpacing="sm" stickyHeader>
            <Table.Caption
              style={{
                captionSide: 'top',
                textAlign: 'left',
                color: 'var(--mantine-color-gray-7)',
              }}
            >
              {t('software.caption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('software.columns.product')}</Table.Th>
                <Table.Th>{t('software.columns.operator')}</Table.Th>
                <Table.Th>{t('software.columns.reference')}</Table.Th>
                <Table.Th>{t('software.columns.patch')}</Table.Th>
                <Table.Th>{t('software.columns.available')}</Table.Th>
                <Table.Th>{t('software.columns.guaranteed')}</Table.Th>
                <Table.Th>{t('software.columns.description')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SOFTWARE_VERSIONS.map((row) => (
                <Table.Tr key={row.versionReference}>
                  <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                    <Stack gap={4} align="flex-start">
                      {row.product}
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => setOpened(row)}
                        aria-label={t('detailsFor', {
                          name: `${row.product} ${row.versionReference}`,
                        })}
                      >
                        {t('details')}
                      </Button>
                    </Stack>
                  </Table.Th>
                  <Table.Td>{t(`software.operators.${row.operator}`)}</Table.Td>
                  <Table.Td ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {row.versionReference}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {format.date(row.securityPatchLevel)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {format.date(row.availableFrom)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {format.date(row.guaranteedUntil)}
                  </Table.Td>
                  <Table.Td maw={280}>
                    <Text size="sm" lineClamp={2}>
                      {t(`software.notes.${row.description}`)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <DetailModal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened ? `${opened.product} · ${opened.versionReference}` : ''}
        fields={opened ? fields(opened) : []}
        footer={
          opened && (
            <Stack gap={4}>
              <Text size="xs" c="gray.7" fw={600} tt="uppercase">
                {t('software.columns.description')}
              </Text>
              <Text size="sm">{t(`software.notes.${opened.description}`)}</Text>
            </Stack>
          )
        }
      />
    </Stack>
  );
}
