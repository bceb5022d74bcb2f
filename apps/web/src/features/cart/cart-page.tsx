import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals, ModalsProvider } from '@mantine/modals';
import { cartCount, cartTotalCents } from '@portal/contracts';
import {
  IconArrowLeft,
  IconShoppingCart,
  IconShoppingCartOff,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { cartStore, useCartItems } from '../../lib/cart-store';
import { useMoney } from '../../lib/money';
import { CartLines } from './components/cart-lines';
import { CheckoutModal } from './components/checkout-modal';

export function CartPage() {
  const { t } = useTranslation('cart');
  const items = useCartItems();
  const money = useMoney();
  const [checkoutOpen, setCheckoutOpen] = useState(false);

  const confirmClear = () =>
    modals.openConfirmModal({
      title: t('clear.title'),
      children: <Text size="sm">{t('clear.body')}</Text>,
      labels: { confirm: t('clear.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red' },
      // The close button is an icon: without a label a screen reader announces just "button".
      closeButtonProps: { 'aria-label': t('common:actions.close') },
      onConfirm: () => cartStore.clear(),
    });

  // The confirmation of clearing is the one dialog opened through the modals manager.
  return (
    <ModalsProvider>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('title')}
        </Title>

        {items.length === 0 && !checkoutOpen ? (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="sm" py="lg">
              <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
                <IconShoppingCartOff size={34} />
              </ThemeIcon>
              <Text fw={600} size="lg">
                {t('empty.title')}
              </Text>
              <Text c="gray.7" ta="center">
                {t('empty.hint')}
              </Text>
              <Button
                component={Link}
                to={paths.spareCentre}
                mt="sm"
                leftSection={<IconShoppingCart size={18} aria-hidden />}
              >
                {t('empty.goCentre')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <CartLines items={items} />
            <Group justify="space-between" align="center" mt="lg" gap="md">
              <Group gap="sm">
                <Button
                  component={Link}
                  to={paths.spareCentre}
                  variant="default"
                  leftSection={<IconArrowLeft size={18} aria-hidden />}
                >
                  {t('continue')}
                </Button>
                <Button
                  variant="outline"
                  color="red"
                  onClick={confirmClear}
                  leftSection={<IconTrash size={18} aria-hidden />}
                >
                  {t('clear.button')}
                </Button>
              </Group>
              <Group gap="md" justify="flex-end" style={{ flexGrow: 1 }}>
                <div style={{ textAlign: 'right' }}>
                  <Text size="sm" c="gray.7">
                    {t('total', { count: cartCount(items) })}
                  </Text>
                  <Text fw={700} size="xl" data-testid="cart-total">
                    {money.cents(cartTotalCents(items))}
                  </Text>
                </div>
                <Button
                  size="md"
                  onClick={() => setCheckoutOpen(true)}
                  disabled={items.length === 0}
                >
                  {t('submit')}
                </Button>
              </Group>
            </Group>
          </Paper>
        )}

        <CheckoutModal opened={checkoutOpen} onClose={() => setCheckoutOpen(false)} items={items} />
      </Stack>
    </ModalsProvider>
  );
}
