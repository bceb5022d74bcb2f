import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

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
