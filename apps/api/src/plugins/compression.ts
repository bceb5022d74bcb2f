import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Brotli or gzip for answers over 1 KiB that compress (JSON, HTML, scripts,
 * styles, SVG): lists and the web app's files shrink to a fifth. Brotli at
 * the plugin's moderate default quality, cheap enough per request; the web
 * app's hashed files are compressed once at build time at the highest
 * quality and served as they are (see static-files.ts). Request bodies are
 * not decompressed: clients send them plain, and the body limit stays a
 * limit on what is read.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: [...ENCODINGS],
  });
}

/** Smaller answers are sent as they are. */
export const COMPRESSION_THRESHOLD = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
const PAGE_ENCODINGS = [...ENCODINGS];
export type AnswerEncoding = (typeof ENCODINGS)[number];

/**
 * The encoding the plugin would give `text` in answer to `request`, for an
 * answer compressed once and sent again (plugins/catalogue-cache.ts); null:
 * sent as it is.
 */
export function answerEncoding(request: FastifyRequest, text: string): AnswerEncoding | null {
  if (text.length < COMPRESSION_THRESHOLD || request.headers['x-no-compression'] !== undefined) {
    return null;
  }
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', PAGE_ENCODINGS);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

/** `text` in `encoding`, brotli at the quality of the pages. */
export function compressed(text: string, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(text);
}

/** Adds `accept-encoding` to the answer's `Vary`, as the plugin does when it compresses. */
export function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  reply.header(
    'vary',
    typeof vary === 'string' && vary ? `${vary}, accept-encoding` : 'accept-encoding',
  );
}

/**
 * Sends a web page compressed for the client (brotli, else gzip, else as it
 * is). The pages are answered by the not-found handler, which the plugin's
 * per-route hooks never reach; each carries a fresh nonce, so it is
 * compressed per response: about a millisecond for the largest page, once
 * per visit.
 */
export function sendCompressedPage(reply: FastifyReply, html: string) {
  reply.header('vary', 'accept-encoding');
  const encoding = negotiate(reply.request.headers['accept-encoding'] ?? '', PAGE_ENCODINGS);
  if (encoding === 'br' || encoding === 'gzip') {
    return reply.header('content-encoding', encoding).send(compressed(html, encoding));
  }
  return reply.send(html);
}
