import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { hasPrice, imageFiles, localizedName, type MaterialRecord } from '@portal/contracts';
import { IconEye, IconHeart, IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { AccessoryImages } from './accessory-images';
import { ContactPopover } from './contact-popover';

export function AccessoryCard({ material }: { material: MaterialRecord }) {
  const { t, i18n } = useTranslation('spare-centre');
  const money = useMoney();
  const addToCart = useAddToCart();
  const name = localizedName({ nameEN: material.NameEN, namePL: material.NamePL }, i18n.language);
  const images = imageFiles(material.ImageFiles);

  return (
    <Card withBorder radius="md" padding="sm" h="100%" component="article" aria-label={name}>
      <Card.Section>
        <AccessoryImages images={images} name={name} />
      </Card.Section>

      <Group justify="space-between" mt="sm" wrap="nowrap" gap="xs">
        <Badge variant="light" color="gray" radius="sm" tt="none" style={{ minWidth: 0 }}>
          {t('accessories.bom', { bom: material.bom })}
        </Badge>
        {/* Placeholders kept from the original shop: they do nothing yet (SPEC). */}
        <Group gap={2} wrap="nowrap">
          <Tooltip label={t('accessories.detailsSoon')} withArrow>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('accessories.viewDetails')}>
              <IconEye size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('accessories.favouriteSoon')} withArrow>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('accessories.favourite')}>
              <IconHeart size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
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

      <Text fw={700} size="lg" mt="xs" c={hasPrice(material.price) ? undefined : 'gray.7'}>
        {hasPrice(material.price) ? money.euro(material.price) : t('accessories.noPriceLabel')}
      </Text>

      <Group mt="auto" pt="sm" gap="xs" wrap="nowrap">
        <Button
          flex={1}
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          onClick={() => addToCart(material)}
          aria-label={t('accessories.addToCartFor', { name })}
        >
          {t('accessories.addToCart')}
        </Button>
        <ContactPopover bom={material.bom} name={name} />
      </Group>
    </Card>
  );
}
