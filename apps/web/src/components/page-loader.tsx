import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code is still loading (the first visit of a lazy route). */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="100dvh">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}
