import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { i18n } from '../i18n';

export type LazyChunk = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A part of the app loaded when first shown (a page, a layout, a dialog):
 * its code and the texts of its feature in parallel, so neither waits for
 * the other. `preload` starts (or joins) the same load ahead of rendering.
 */
export function lazyChunk<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  namespaces: string[],
): LazyChunk {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([module]) => ({
      default: module[name],
    })));
  return Object.assign(lazy(preload), { preload });
}
