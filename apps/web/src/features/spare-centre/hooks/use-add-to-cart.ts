import { imageFiles, localizedName, type MaterialRecord } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { cartStore } from '../../../lib/cart-store';
import { notifySuccess, notifyWarning } from '../../../lib/notify';

/** One toast for all adds, updated on each, so repeated adds do not stack toasts. */
const ADD_TO_CART_TOAST = 'add-to-cart';

/** Adds an accessory to the shared cart; a part without a price is refused (SPEC §4). */
export function useAddToCart() {
  const { t, i18n } = useTranslation('spare-centre');
  return (material: MaterialRecord) => {
    const names = { nameEN: material.NameEN, namePL: material.NamePL };
    const outcome = cartStore.add({
      id: material.Id,
      name: localizedName(names, i18n.language),
      ...names,
      serialName: material.serialName,
      bom: material.bom,
      price: material.price,
      image: imageFiles(material.ImageFiles)[0] ?? '',
      // Language-neutral, so the order line reads the same whatever the shopper's language.
      fullName: `${material.serialName} ${material.NameEN || material.NamePL}`.trim(),
    });
    if (outcome.added) notifySuccess(t('accessories.added'), { id: ADD_TO_CART_TOAST });
    else notifyWarning(t('accessories.noPrice'), { id: ADD_TO_CART_TOAST });
  };
}
