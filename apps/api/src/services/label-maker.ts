import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { LabelData } from './label';
import { renderLabelPdf } from './label-pdf';

export interface LabelMakerOptions {
  /** Labels rendered at the same time. */
  renders: number;
  /** Labels that may wait for a render; one more is refused. */
  queue: number;
  /** Bytes of finished labels kept for repeats. */
  keepBytes: number;
}

export type Contact = { email: string; phone: string };

/**
 * Makes label PDFs with bounded memory: at most `renders` at once and
 * `queue` waiting (the caller answers "busy" past that), and every finished
 * label kept, least recently used first out, within `keepBytes`.
 *
 * A label is keyed by a hash of everything it prints, so a kept one is never
 * stale (a new pick-up is a new key) and every server instance would make the
 * same bytes for the same key. Requests for a label already being rendered
 * wait for that render.
 */
export function createLabelMaker(options: LabelMakerOptions) {
  const limit = pLimit(options.renders);
  const kept = new LRUCache<string, Buffer>({
    maxSize: options.keepBytes,
    sizeCalculation: (pdf) => pdf.length,
  });
  const rendering = new Map<string, Promise<Buffer>>();

  /** The label's PDF, or null when the renders and their queue are full. */
  return function makeLabel(label: LabelData, contact: Contact): Promise<Buffer> | null {
    const key = createHash('sha256')
      .update(JSON.stringify([label, contact]))
      .digest('base64url');
    const done = kept.get(key);
    if (done) return Promise.resolve(done);
    const pending = rendering.get(key);
    if (pending) return pending;
    if (limit.activeCount + limit.pendingCount >= options.renders + options.queue) return null;
    const render = limit(() => renderLabelPdf(label, contact))
      .then((pdf) => {
        kept.set(key, pdf);
        return pdf;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, render);
    return render;
  };
}
