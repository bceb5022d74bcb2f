import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/** The path of a request without its query string, which may hold lookup keywords. */
export const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0];

/**
 * One log line per request, written when it is answered: method, path (never
 * the query), status and time taken, as flat fields, which pino writes far
 * faster than the nested request and reply objects Fastify logs by default.
 * Fastify's "incoming request" line is left out; its error lines stay.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const fields = {
      method: request.method,
      url: pathOf(request),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/**
 * Where the log goes: standard output, written from a buffer of 4 KiB (pino's
 * advice for fast logging) when it fills, and at least every second so that a
 * quiet server's lines still show at once to whoever reads them. Each line
 * written on its own cost a lone request about as much as answering it.
 * The writes are synchronous, pino's default: with its asynchronous
 * destination a line cost 1.5 times as much, measuring the whole pending
 * buffer at every line and handing each write to another thread. pino writes
 * out only asynchronous destinations at exit, so this one is written out here.
 */
export function logDestination() {
  const destination = pino.destination({
    dest: 1,
    sync: true,
    minLength: 4096,
    periodicFlush: 1000,
  });
  process.on('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Standard output is gone: there is nowhere left to write.
    }
  });
  return destination;
}
