import { describeIssuesInEnglish, errorResponse, type ErrorCode } from '@portal/contracts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { sendCompressedPage } from './compression';
import { pageWithNonce } from './security';
import { storageFault } from '@portal/db';
import { wantsWebPage, webPageFor, type WebPages } from './static-files';

/** Transport problems keep their HTTP status; the body is always the error shape. */
const TRANSPORT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 400, message: 'Unsupported content type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 400, message: 'Request body is too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 400, message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 400, message: 'Malformed JSON body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 400, message: 'Invalid content length' },
  FST_ERR_CTP_EMPTY_TYPE: { status: 415, code: 400, message: 'Missing content type' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 400, message: 'Not a multipart body' },
  FST_PARTS_LIMIT: { status: 413, code: 400, message: 'Too many form parts' },
  FST_FILES_LIMIT: { status: 413, code: 400, message: 'Too many files' },
  FST_FIELDS_LIMIT: { status: 413, code: 400, message: 'Too many form fields' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 400, message: 'File is too large' },
  FST_ERR_VALIDATION: { status: 200, code: 422, message: 'Validation error' },
};

/** The part of the request a schema checked: its body, query string, path parameters or headers. */
function inputChecked(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

function valueAt(input: unknown, path: readonly string[]): unknown {
  let value = input;
  for (const step of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, step))
      return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

interface NotFoundOptions {
  /** The web app's pages, answered for browser navigations to client-side routes. */
  webPages: WebPages | null;
  apiBasePath: string;
}

export function registerErrorHandling(
  app: FastifyInstance,
  { webPages, apiBasePath }: NotFoundOptions,
) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(errorResponse(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const input = inputChecked(request, error.validationContext);
      const issues = error.validation.map((entry) => {
        const path = entry.instancePath.split('/').filter(Boolean);
        return {
          ...entry.params,
          code: entry.keyword,
          path,
          message: entry.message ?? '',
          sent: !isBlank(valueAt(input, path)),
        };
      });
      const message = describeIssuesInEnglish(issues);
      return reply.status(200).send(errorResponse(422, message || 'Validation error'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorResponse(429));
    }
    const transport = error.code ? TRANSPORT_ERRORS[error.code] : undefined;
    if (transport) {
      return reply.status(transport.status).send(errorResponse(transport.code, transport.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorResponse(400, 'Bad request'));
    }
    const storage = storageFault(error);
    if (storage) {
      // Nothing was stored: the client is told to try again later, never result 1.
      request.log.error({ err: error }, 'database cannot store data');
      return reply.status(503).send(errorResponse(503, storage));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error.cause }, 'response did not match its schema');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(500).send(errorResponse(500));
  });

  app.setNotFoundHandler((request, reply) => {
    if (
      webPages &&
      wantsWebPage(request.method, request.headers.accept, request.url, apiBasePath)
    ) {
      const html = pageWithNonce(webPageFor(webPages, request.url), reply);
      reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return sendCompressedPage(reply, html);
    }
    reply
      .status(404)
      .send(errorResponse(404, `No such path: ${request.method} ${request.url.split('?')[0]}`));
  });
}

/**
 * Errors Fastify meets before a route is found (a path with broken percent
 * escapes, say) skip the error handler; they are answered in the error shape
 * too, as a bad request.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const message =
    error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL: broken percent-encoding' : 'Bad request';
  void reply.status(400).send(errorResponse(400, message));
}

/**
 * HTTP that never becomes a request (headers over Node's 16 KiB, a broken
 * request line, a client too slow to send its request) is answered by the
 * server itself; this keeps those answers in the error shape too.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request header fields are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timeout']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify(errorResponse(400, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
