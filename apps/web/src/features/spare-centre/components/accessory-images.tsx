import { Carousel } from '@mantine/carousel';
import { Center, Image } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { CAROUSEL_AUTOPLAY_MS } from '@portal/contracts';
import { IconBox } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../lib/api-client';

const HEIGHT = 180;

/** Several images turn every 4 s; one is shown as is; none shows a box icon. */
export function AccessoryImages({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('spare-centre');
  const reduceMotion = useReducedMotion();
  const [autoplay] = useState(() => Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnMouseEnter: true, stopOnInteraction: false }));

  if (images.length === 0) {
    return (
      <Center h={HEIGHT} bg="gray.1" aria-label={t('accessories.noImage')} role="img">
        <IconBox size={64} stroke={1.2} color="var(--mantine-color-gray-6)" aria-hidden />
      </Center>
    );
  }
  if (images.length === 1) {
    return <Image src={apiUrl(images[0]!)} alt={name} h={HEIGHT} fit="contain" bg="gray.0" loading="lazy" />;
  }
  return (
    <Carousel
      height={HEIGHT}
      withIndicators
      emblaOptions={{ loop: true }}
      plugins={reduceMotion ? [] : [autoplay]}
      controlSize={26}
      aria-label={t('accessories.gallery', { name })}
      bg="gray.0"
    >
      {images.map((url, index) => (
        <Carousel.Slide key={url}>
          {/* Room at the bottom keeps the indicators off the picture. */}
          <Center h={HEIGHT} pb={20}>
            <Image
              src={apiUrl(url)}
              alt={t('accessories.imageOf', { name, index: index + 1, count: images.length })}
              h={HEIGHT - 24}
              fit="contain"
              loading="lazy"
            />
          </Center>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
