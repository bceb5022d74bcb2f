import { ActionIcon, Box, Center, Group, Image, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { CAROUSEL_AUTOPLAY_MS } from '@portal/contracts';
import { IconBox, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../lib/api-client';

const HEIGHT = 180;

/** Several images turn every 4 s; one is shown as is; none shows a box icon. */
export function AccessoryImages({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('spare-centre');

  if (images.length === 0) {
    return (
      <Center h={HEIGHT} bg="gray.1" aria-label={t('accessories.noImage')} role="img">
        <IconBox size={64} stroke={1.2} color="var(--mantine-color-gray-6)" aria-hidden />
      </Center>
    );
  }
  if (images.length === 1) {
    return (
      <Image
        src={apiUrl(images[0]!)}
        alt={name}
        h={HEIGHT}
        fit="contain"
        bg="gray.0"
        loading="lazy"
      />
    );
  }
  return <ImageCarousel images={images} name={name} />;
}

/**
 * Carousels waiting for their turn to start, one per idle moment of the
 * browser (a timer's tick where it has no idle callbacks): each engine
 * measures its slides as it starts, and a screenful starting together was one
 * long pause of a slow phone.
 */
const waitingCarousels: (() => void)[] = [];
let turnScheduled = false;

function scheduleNextCarousel() {
  if (turnScheduled || waitingCarousels.length === 0) return;
  turnScheduled = true;
  const startNext = () => {
    turnScheduled = false;
    waitingCarousels.shift()?.();
    scheduleNextCarousel();
  };
  if ('requestIdleCallback' in window) requestIdleCallback(startNext, { timeout: 1000 });
  else setTimeout(startNext, 0);
}

/** Queues `start` behind the carousels already waiting; the returned function takes it out of the queue. */
function startInTurn(start: () => void): () => void {
  waitingCarousels.push(start);
  scheduleNextCarousel();
  return () => {
    const index = waitingCarousels.indexOf(start);
    if (index >= 0) waitingCarousels.splice(index, 1);
  };
}

/** Turns true, for good, once `target` has come within a screen's height of the viewport and its carousel's turn to start has come. */
function useTurnNearViewport(target: RefObject<HTMLElement | null>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const node = target.current;
    if (ready || !node) return;
    let leaveQueue: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (leaveQueue || !entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        leaveQueue = startInTurn(() => setReady(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      leaveQueue?.();
    };
  }, [ready, target]);
  return ready;
}

/**
 * Several images on an embla carousel with controls of our own: the library
 * carousel announces fixed English texts ("Slide 1 of 3", "Next slide").
 * The engine starts when the card nears the screen, in its turn (above): a
 * card out of sight has nothing to turn. Until then the first image shows,
 * as it will when the engine starts.
 */
function ImageCarousel({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('spare-centre');
  const reduceMotion = useReducedMotion();
  const [autoplay] = useState(() =>
    Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnMouseEnter: true, stopOnInteraction: false }),
  );
  const [viewport, embla] = useEmblaCarousel({ loop: true }, reduceMotion ? [] : [autoplay]);
  const [selected, setSelected] = useState(0);
  const gallery = useRef<HTMLDivElement>(null);
  const started = useTurnNearViewport(gallery);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const control = (side: 'previous' | 'next') => (
    <ActionIcon
      variant="default"
      radius="xl"
      size={26}
      pos="absolute"
      top={(HEIGHT - 26) / 2}
      left={side === 'previous' ? 8 : undefined}
      right={side === 'next' ? 8 : undefined}
      aria-label={t(side === 'previous' ? 'accessories.previousImage' : 'accessories.nextImage')}
      onClick={() => (side === 'previous' ? embla?.scrollPrev() : embla?.scrollNext())}
    >
      {side === 'previous' ? (
        <IconChevronLeft size={16} aria-hidden />
      ) : (
        <IconChevronRight size={16} aria-hidden />
      )}
    </ActionIcon>
  );

  return (
    <Box
      ref={gallery}
      role="region"
      aria-label={t('accessories.gallery', { name })}
      pos="relative"
      bg="gray.0"
    >
      <Box ref={started ? viewport : undefined} style={{ overflow: 'hidden' }}>
        <Box style={{ display: 'flex' }}>
          {images.map((url, index) => (
            // Room at the bottom keeps the indicators off the picture.
            <Center key={url} h={HEIGHT} pb={20} style={{ flex: '0 0 100%', minWidth: 0 }}>
              <Image
                src={apiUrl(url)}
                alt={t('accessories.imageOf', { name, index: index + 1, count: images.length })}
                h={HEIGHT - 24}
                fit="contain"
                loading="lazy"
              />
            </Center>
          ))}
        </Box>
      </Box>
      {control('previous')}
      {control('next')}
      <Group gap={0} justify="center" pos="absolute" bottom={0} left={0} right={0}>
        {images.map((url, index) => (
          // A 24 px target around a thin bar, so the dots are easy to hit.
          <UnstyledButton
            key={url}
            aria-label={t('accessories.showImage', { index: index + 1, total: images.length })}
            aria-current={index === selected}
            onClick={() => embla?.scrollTo(index)}
            h={24}
            px={4}
            display="flex"
            style={{ alignItems: 'center' }}
          >
            <Box
              w={index === selected ? 24 : 16}
              h={6}
              bg={index === selected ? 'blue.8' : 'gray.6'}
              style={{ borderRadius: 3, transition: 'width 150ms ease' }}
            />
          </UnstyledButton>
        ))}
      </Group>
    </Box>
  );
}
