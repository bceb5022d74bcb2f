import {
  ActionIcon,
  Badge,
  Box,
  Center,
  Group,
  Image,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lineTotalCents, localizedName, type CartItem } from '@portal/contracts';
import { IconBox, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../lib/api-client';
import { cartStore } from '../../../lib/cart-store';
import { focusPageHeading, moveFocusTo } from '../../../lib/focus';
import { useMoney } from '../../../lib/money';
import { QuantityInput } from './quantity-input';

function Thumbnail({ image, size }: { image: string; size: number }) {
  if (!image) {
    return (
      <Center w={size} h={size} bg="gray.1" style={{ borderRadius: 6, flexShrink: 0 }}>
        <IconBox size={size / 2} stroke={1.3} color="var(--mantine-color-gray-6)" aria-hidden />
      </Center>
    );
  }
  return (
    <Image
      src={apiUrl(image)}
      alt=""
      w={size}
      h={size}
      fit="contain"
      radius="sm"
      bg="gray.0"
      style={{ flexShrink: 0 }}
    />
  );
}

function NameCell({ item, name }: { item: CartItem; name: string }) {
  const { t } = useTranslation('cart');
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="gray.7">
        {item.serialName}
      </Text>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Badge variant="light" color="gray" radius="sm" size="sm" tt="none" w="fit-content">
        {t('table.bom', { bom: item.bom })}
      </Badge>
    </Stack>
  );
}

/**
 * Before a line goes, the focus moves to the next line's remove button (the
 * previous one's for the last line), or to the page's heading when no line is left.
 */
function focusAfterRemoving(button: HTMLElement) {
  const buttons = [...document.querySelectorAll<HTMLElement>('[data-remove-line]')];
  const index = buttons.indexOf(button);
  if (!moveFocusTo(buttons[index + 1] ?? buttons[index - 1])) focusPageHeading();
}

function RemoveButton({ item, name }: { item: CartItem; name: string }) {
  const { t } = useTranslation('cart');
  return (
    <Tooltip label={t('table.remove')} withArrow>
      <ActionIcon
        variant="subtle"
        color="red"
        data-remove-line
        onClick={(event) => {
          focusAfterRemoving(event.currentTarget);
          cartStore.remove(item.id);
        }}
        aria-label={t('table.removeItem', { name })}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The cart's lines: a table on wide screens, stacked cards on phones. */
export function CartLines({ items }: { items: CartItem[] }) {
  const { t, i18n } = useTranslation('cart');
  const money = useMoney();
  const narrow = useMediaQuery('(max-width: 48em)');

  if (narrow) {
    return (
      <Stack
        gap="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('table.caption')}
      >
        {items.map((item) => {
          const name = localizedName(item, i18n.language);
          return (
            <Paper key={item.id} component="li" withBorder radius="md" p="sm">
              <Group align="flex-start" wrap="nowrap" gap="sm">
                <Thumbnail image={item.image} size={64} />
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <NameCell item={item} name={name} />
                </Box>
                <RemoveButton item={item} name={name} />
              </Group>
              <Group justify="space-between" align="flex-end" mt="sm" gap="xs">
                <Stack gap={2}>
                  <Text size="xs" c="gray.7">
                    {t('table.unitPrice')}: {money.euro(item.price)}
                  </Text>
                  <QuantityInput id={item.id} quantity={item.quantity} name={name} />
                </Stack>
                <Stack gap={0} align="flex-end">
                  <Text size="xs" c="gray.7">
                    {t('table.subtotal')}
                  </Text>
                  <Text fw={700}>{money.cents(lineTotalCents(item))}</Text>
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720} type="native" pos="relative">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Caption
          style={{ captionSide: 'top', textAlign: 'left', color: 'var(--mantine-color-gray-7)' }}
        >
          <Text component="span" size="sm" c="gray.7">
            {t('table.caption')}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t('table.image')}</Table.Th>
            <Table.Th>{t('table.product')}</Table.Th>
            <Table.Th ta="right">{t('table.unitPrice')}</Table.Th>
            <Table.Th>{t('table.quantity')}</Table.Th>
            <Table.Th ta="right">{t('table.subtotal')}</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const name = localizedName(item, i18n.language);
            return (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Thumbnail image={item.image} size={56} />
                </Table.Td>
                <Table.Td>
                  <NameCell item={item} name={name} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money.euro(item.price)}
                </Table.Td>
                <Table.Td>
                  <QuantityInput id={item.id} quantity={item.quantity} name={name} />
                </Table.Td>
                <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {money.cents(lineTotalCents(item))}
                </Table.Td>
                <Table.Td>
                  <RemoveButton item={item} name={name} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
