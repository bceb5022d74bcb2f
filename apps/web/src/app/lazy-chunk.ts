import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { i18n } from '../i18n';

export type LazyChunk = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A part of the app loaded when first shown (a page, a layout, a dialog):
 * its code and the texts of its feature in parallel, so neither waits for
 * the other. `preload` starts (or joins) the same load ahead of rendering.
 *
 * Once loaded, the chunk is handed to React as a thenable that calls back at
 * once: React then renders it in the same pass instead of suspending for a
 * tick, so a page preloaded before hydration hydrates with the rest of the
 * app rather than in a later, separate pass.
 */
export function lazyChunk<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  namespaces: string[],
): LazyChunk {
  type Loaded = { default: ComponentType };
  let loading: Promise<Loaded> | undefined;
  let loaded: Loaded | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(
      ([module]) => (loaded = { default: module[name] }),
    ));
  const alreadyLoaded = (chunk: Loaded) =>
    ({ then: (resolve: (value: Loaded) => void) => resolve(chunk) }) as unknown as Promise<Loaded>;
  return Object.assign(
    lazy(() => (loaded ? alreadyLoaded(loaded) : preload())),
    { preload },
  );
}
