import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { hasPrice, imageFiles, localizedName, type MaterialRecord } from '@portal/contracts';
import { IconEye, IconHeart, IconShoppingCartPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money';
import { useAddToCart } from '../hooks/use-add-to-cart';
import classes from './accessory-card.module.css';
import { AccessoryImages } from './accessory-images';
import { ContactPopover } from './contact-popover';
import { PlaceholderButton } from './placeholder-button';

export function AccessoryCard({ material }: { material: MaterialRecord }) {
  const { t, i18n } = useTranslation('spare-centre');
  const money = useMoney();
  const addToCart = useAddToCart();
  const name = localizedName({ nameEN: material.NameEN, namePL: material.NamePL }, i18n.language);
  const images = imageFiles(material.ImageFiles);
  const price = hasPrice(material.price) ? material.price : undefined;
  const priced = price !== undefined;
  const reasonId = useId();

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      h="100%"
      component="article"
      aria-label={name}
      className={classes.card}
    >
      <Card.Section>
        <AccessoryImages images={images} name={name} />
      </Card.Section>

      <Group justify="space-between" mt="sm" wrap="nowrap" gap="xs">
        <Badge variant="light" color="gray" radius="sm" tt="none" style={{ minWidth: 0 }}>
          {t('accessories.bom', { bom: material.bom })}
        </Badge>
        {/* Placeholders kept from the original shop: they do nothing yet (SPEC). */}
        <Group gap={2} wrap="nowrap">
          <PlaceholderButton
            label={t('accessories.viewDetails')}
            hint={t('accessories.detailsSoon')}
            icon={<IconEye size={16} aria-hidden />}
          />
          <PlaceholderButton
            label={t('accessories.favourite')}
            hint={t('accessories.favouriteSoon')}
            icon={<IconHeart size={16} aria-hidden />}
          />
        </Group>
      </Group>

      <Stack gap={2} mt="xs">
        <Text size="xs" c="gray.7" lineClamp={1}>
          {material.serialName}
        </Text>
        <Text fw={600} lineClamp={2} component="h3" size="md" m={0}>
          {name}
        </Text>
      </Stack>

      <Text fw={700} size="lg" mt="xs" c={priced ? undefined : 'gray.7'}>
        {price !== undefined ? money.euro(price) : t('accessories.noPriceLabel')}
      </Text>
      {/* Why the button below is off, in view and read with it. */}
      {!priced && (
        <Text id={reasonId} size="sm" c="gray.7">
          {t('accessories.priceOnRequest')}
        </Text>
      )}

      <Group mt="auto" pt="sm" gap="xs" wrap="nowrap">
        <Button
          flex={1}
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          onClick={() => addToCart(material)}
          disabled={!priced}
          aria-label={t('accessories.addToCartFor', { name })}
          aria-describedby={priced ? undefined : reasonId}
        >
          {t('accessories.addToCart')}
        </Button>
        <ContactPopover bom={material.bom} name={name} />
      </Group>
    </Card>
  );
}
