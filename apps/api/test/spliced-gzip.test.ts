import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipTemplate, splicedGzip } from '../src/lib/spliced-gzip';

describe('a page gzipped once with a nonce filled in per response', () => {
  it('decompresses to the page with the nonce in every place, at the edges too', () => {
    const text = Array.from({ length: 400 }, (_, i) => `<p>zażółć gęślą jaźń ${i}</p>`).join('');
    const template = `__N__${text}__N__${text}__N____N__`;
    const compressed = gzipTemplate(Buffer.from(template), '__N__', 32);
    const nonce = 'f'.repeat(32);
    const page = Buffer.from(template.replaceAll('__N__', nonce));
    const body = splicedGzip(compressed, nonce, page);
    expect(zlib.gunzipSync(body).equals(page)).toBe(true);
    // About as small as the whole page gzipped at once: the pieces refer back across the nonces.
    expect(body.length).toBeLessThan(zlib.gzipSync(page, { level: 9 }).length * 1.2);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('br, identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
