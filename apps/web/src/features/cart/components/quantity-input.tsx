import { NumberInput } from '@mantine/core';
import { MAX_LINE_QUANTITY } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartStore } from '../../../lib/cart-store';

/**
 * Quantity stepper, minimum 1. Typing 0 (or less) removes the item, as the
 * cart rules say; a blank field goes back to the stored quantity.
 */
export function QuantityInput({
  id,
  quantity,
  name,
}: {
  id: number;
  quantity: number;
  name: string;
}) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState<string | number | null>(null);
  const shown = draft ?? quantity;
  return (
    <NumberInput
      aria-label={t('table.quantityOf', { name })}
      value={shown}
      min={1}
      max={MAX_LINE_QUANTITY}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="blur"
      w={96}
      size="sm"
      onChange={(value) => {
        if (typeof value === 'number') {
          setDraft(null);
          cartStore.setQuantity(id, Math.min(value, MAX_LINE_QUANTITY));
        } else {
          setDraft(value);
        }
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
