import { Box, Code, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { LANGUAGE_STORAGE_KEY, VERIFY_CODE_COOKIE } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { CART_STORAGE_KEY } from '../../../lib/cart-store';
import { COOKIE_ANSWER_STORAGE_KEY, CONSENT_STORAGE_KEY } from '../../../lib/consent';
import { LEGAL_VALUES } from './legal-text';

/** Everything the portal keeps in the browser; names come from the code that stores them. */
export const STORED_ITEMS = [
  { id: 'language', name: LANGUAGE_STORAGE_KEY },
  { id: 'cookieAnswer', name: COOKIE_ANSWER_STORAGE_KEY },
  { id: 'consent', name: CONSENT_STORAGE_KEY },
  { id: 'cart', name: CART_STORAGE_KEY },
  { id: 'verifyCode', name: VERIFY_CODE_COOKIE },
] as const;

export const COLUMNS = ['type', 'purpose', 'category', 'duration'] as const;

/**
 * The cookie policy's table: a table on wide screens, one card per item on
 * phones. Both are in the markup and the stylesheet shows one: the page is
 * prerendered without a screen (docs/decisions/005), so a choice made in
 * script while rendering would differ from the markup on a phone and break
 * hydration.
 */
export function StorageTable() {
  const { t } = useTranslation('legal');
  const cell = (id: string, column: (typeof COLUMNS)[number]) =>
    t(`cookiePolicy.table.items.${id}.${column}`, LEGAL_VALUES);
  return (
    <>
      <Box hiddenFrom="sm">
        <StorageCards cell={cell} />
      </Box>
      <Box visibleFrom="sm">
        <StorageGrid cell={cell} />
      </Box>
    </>
  );
}

type Cell = (id: string, column: (typeof COLUMNS)[number]) => string;

function StorageCards({ cell }: { cell: Cell }) {
  const { t } = useTranslation('legal');
  return (
    <Stack gap="sm" role="list" aria-label={t('cookiePolicy.table.caption')}>
      {STORED_ITEMS.map((item) => (
        <Paper key={item.id} role="listitem" withBorder p="md" radius="md">
          <Text fw={700} mb="xs">
            <Code fz="sm">{item.name}</Code>
          </Text>
          <SimpleGrid component="dl" cols={1} spacing={6} m={0}>
            {COLUMNS.map((column) => (
              <div key={column}>
                <Text component="dt" size="sm" fw={600} c="gray.7">
                  {t(`cookiePolicy.table.${column}`)}
                </Text>
                <Text component="dd" m={0}>
                  {cell(item.id, column)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

function StorageGrid({ cell }: { cell: Cell }) {
  const { t } = useTranslation('legal');
  return (
    <Table
      withTableBorder
      withColumnBorders
      verticalSpacing="sm"
      bg="white"
      style={{ lineHeight: 1.5 }}
    >
      <Table.Caption c="gray.7">{t('cookiePolicy.table.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('cookiePolicy.table.name')}</Table.Th>
          {COLUMNS.map((column) => (
            <Table.Th key={column} scope="col">
              {t(`cookiePolicy.table.${column}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {STORED_ITEMS.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Th scope="row" fw={400}>
              <Code fz="sm">{item.name}</Code>
            </Table.Th>
            {COLUMNS.map((column) => (
              <Table.Td key={column}>{cell(item.id, column)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
