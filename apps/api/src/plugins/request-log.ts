import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pathWithoutParameters } from '@portal/contracts';
import pino from 'pino';
import { truncatedAddress } from '../lib/client-address';

/** The path of a request without its query string, which may hold lookup keywords. */
export const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0];

/**
 * The path as logs write it: without the query, and every path parameter
 * (access tokens of the private pages and their API, RMA numbers, order ids)
 * by its name, never its value.
 */
export const loggedPathOf = (request: FastifyRequest) =>
  pathWithoutParameters(pathOf(request) ?? '');

/**
 * One log line per request, written when it is answered: method, path (never
 * the query), the client's truncated address, status and time taken, as flat fields, which pino writes far
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
      url: loggedPathOf(request),
      client: truncatedAddress(request.clientAddress),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/**
 * Where the log goes: standard output, a line per write as pino does by
 * default. Its asynchronous mode was tried: when the process exits while a
 * write is under way, pino writes the rest first, so lines came out of order.
 */
export function logDestination() {
  return pino.destination({ dest: 1, sync: true });
}
