import zlib from 'node:zlib';

/**
 * A page whose nonce changes with every response, gzip-compressed once: the
 * text between the nonce's places is deflated at load time into byte-aligned
 * pieces, and each response joins them with its nonce as stored
 * (uncompressed) deflate blocks. Per response that costs a CRC and a copy
 * instead of compressing the page (half a millisecond to 1.5 ms with brotli
 * at a moderate quality), and the body is an ordinary gzip stream.
 *
 * Each piece may refer back to the text before it (so the page compresses
 * about as well as gzip -9 does it whole), but never into a nonce: the
 * pieces are deflated with the earlier text as their dictionary, each nonce
 * stood in for by as many NUL bytes, which no page text contains and so no
 * match can reach; the distances stay right because the stand-in has the
 * nonce's length.
 */
export interface GzipTemplate {
  /** The deflated text pieces; all but the last end with a sync flush, the last finishes the stream. */
  pieces: Buffer[];
  nonceLength: number;
}

/** Deflate refers back at most this far. */
const WINDOW = 32 * 1024;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored block holds at most this many bytes. */
const STORED_BLOCK_MAX = 0xffff;

export function gzipTemplate(html: Buffer, placeholder: string, nonceLength: number): GzipTemplate {
  if (html.includes(0)) throw new Error('a page with NUL bytes cannot be spliced');
  const texts = html
    .toString('utf8')
    .split(placeholder)
    .map((text) => Buffer.from(text, 'utf8'));
  const standIn = Buffer.alloc(nonceLength);
  let before = Buffer.alloc(0);
  const pieces = texts.map((text, index) => {
    const last = index === texts.length - 1;
    const piece = zlib.deflateRawSync(text, {
      level: zlib.constants.Z_BEST_COMPRESSION,
      finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      ...(before.length > 0 && { dictionary: before.subarray(-WINDOW) }),
    });
    before = Buffer.concat([before, text, standIn]).subarray(-WINDOW);
    return piece;
  });
  return { pieces, nonceLength };
}

/** A non-final stored deflate block: after a sync flush the stream is byte-aligned. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > STORED_BLOCK_MAX) throw new Error('the nonce is too long for a stored block');
  const header = Buffer.alloc(5);
  header[0] = 0; // BFINAL 0, BTYPE 00 (stored)
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** The gzip body of the page with `nonce` in its places; `page` is that same page uncompressed (for the checksum). */
export function splicedGzip(template: GzipTemplate, nonce: string, page: Buffer): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8');
  if (nonceBytes.length !== template.nonceLength) throw new Error('the nonce has the wrong length');
  const nonceBlock = storedBlock(nonceBytes);
  const parts: Buffer[] = [GZIP_HEADER];
  template.pieces.forEach((piece, index) => {
    if (index > 0) parts.push(nonceBlock);
    parts.push(piece);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(page), 0);
  trailer.writeUInt32LE(page.length % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/** Whether the client takes gzip: named or by `*`, without `q=0`. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const weights = new Map(
    acceptEncoding.split(',').map((item) => {
      const [name = '', ...params] = item.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const weight = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*');
  return weight !== undefined && weight > 0;
}
