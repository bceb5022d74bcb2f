import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

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
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}

const PAGE_ENCODINGS = ['br', 'gzip'];

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
  if (encoding === 'br') {
    const body = zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (encoding === 'gzip')
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}
