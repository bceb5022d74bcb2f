import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';

export interface DocumentMakerOptions {
  /** Documents rendered at the same time. */
  renders: number;
  /** Documents that may wait for a render; one more is refused. */
  queue: number;
  /** Bytes of finished documents kept for repeats. */
  keepBytes: number;
}

/**
 * Makes the PDF documents a visitor can ask for (the label, the order sheet)
 * with bounded CPU and memory: at most `renders` at once and `queue` waiting,
 * whatever the kind (the caller answers "busy" past that), and every finished
 * document kept, least recently used first out, within `keepBytes`.
 *
 * A document is keyed by its kind and a hash of everything it prints, so a
 * kept one is never stale (a new pick-up is a new key) and every server
 * instance would make the same bytes for the same key. Requests for a
 * document already being rendered wait for that render.
 */
export function createDocumentMaker(options: DocumentMakerOptions) {
  const limit = pLimit(options.renders);
  const kept = new LRUCache<string, Buffer>({
    maxSize: options.keepBytes,
    sizeCalculation: (pdf) => pdf.length,
  });
  const rendering = new Map<string, Promise<Buffer>>();

  /** The document's PDF, or null when the renders and their queue are full. */
  return function makeDocument(
    kind: string,
    printed: unknown,
    render: () => Promise<Buffer>,
  ): Promise<Buffer> | null {
    const key = createHash('sha256')
      .update(JSON.stringify([kind, printed]))
      .digest('base64url');
    const done = kept.get(key);
    if (done) return Promise.resolve(done);
    const pending = rendering.get(key);
    if (pending) return pending;
    if (limit.activeCount + limit.pendingCount >= options.renders + options.queue) return null;
    const made = limit(render)
      .then((pdf) => {
        kept.set(key, pdf);
        return pdf;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, made);
    return made;
  };
}
