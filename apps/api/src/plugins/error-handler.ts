import { errorResponse, type ErrorCode } from '@portal/contracts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { STORAGE_RETRY_AFTER_S } from '../lib/respond';
import { messageLanguage } from '../lib/language';
import {
  catalogueText,
  describeIssuesIn,
  messageIn,
  SERVER_TEXTS,
  type FixedText,
} from '../lib/messages';
import { sendCompressedPage } from './compression';
import { pageWithNonce } from './security';
import { storageFault } from '@portal/db';
import { wantsWebPage, webPageFor, type WebPages } from './static-files';

/** Transport problems keep their HTTP status; the body is always the error shape. */
const TRANSPORT_ERRORS: Record<string, { status: number; code: ErrorCode; text: FixedText }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 400, text: 'unsupportedContentType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 400, text: 'bodyTooLarge' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 400, text: 'emptyBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 400, text: 'malformedJson' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 400, text: 'invalidContentLength' },
  FST_ERR_CTP_EMPTY_TYPE: { status: 415, code: 400, text: 'missingContentType' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 400, text: 'notMultipart' },
  FST_PARTS_LIMIT: { status: 413, code: 400, text: 'tooManyParts' },
  FST_FILES_LIMIT: { status: 413, code: 400, text: 'tooManyFiles' },
  FST_FIELDS_LIMIT: { status: 413, code: 400, text: 'tooManyFields' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 400, text: 'fileTooLarge' },
};

/** What a part of the request is called in an `error_msg`, for an issue with the whole part. */
const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
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

/**
 * The methods each routed path answers, gathered as routes are added, so a
 * known path asked with another method is told which (405 with Allow)
 * instead of "no such path". Wildcard routes (static files) are left out:
 * they would make every unknown path known.
 */
function methodsByPath(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const source = route.url
      .split('/')
      .map((step) => (step.startsWith(':') ? '[^/]+' : step.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    routes.push({ pattern: new RegExp(`^${source}$`), methods: [route.method].flat() });
  });
  return (path: string): string[] => {
    const methods = new Set(
      routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods),
    );
    // As Fastify answers HEAD wherever it answers GET.
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}

interface NotFoundOptions {
  /** The web app's pages, answered for browser navigations to client-side routes. */
  webPages: WebPages | null;
  apiBasePath: string;
}

export function registerErrorHandling(
  app: FastifyInstance,
  { webPages, apiBasePath }: NotFoundOptions,
) {
  const allowedMethods = methodsByPath(app);
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // error_msg in the language the request asks for (decision record 021), English by default.
    const language = messageLanguage(request);
    const catalogued = (code: ErrorCode) => errorResponse(code, catalogueText(code, language));
    if (error instanceof AppError) {
      const message = messageIn(language, error.code, error.message, error.text);
      return reply.status(error.httpStatus).send(errorResponse(error.code, message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const input = inputChecked(request, error.validationContext);
      const part = PART_NAMES[error.validationContext ?? 'body'] ?? 'body';
      const issues = error.validation.map((entry) => {
        const path = entry.instancePath.split('/').filter(Boolean);
        return {
          ...entry.params,
          code: entry.keyword,
          // An issue with the whole body (an array sent for an object, say) names the body;
          // fields it does not take are named themselves.
          path: path.length > 0 || entry.keyword === 'unrecognized_keys' ? path : [part],
          message: entry.message ?? '',
          sent: !isBlank(valueAt(input, path)),
        };
      });
      // Every 422 names the field and its rule (SPEC §8 clients show error_msg).
      const message =
        describeIssuesIn(language, issues) ||
        describeIssuesIn(language, [{ code: 'custom', path: [part], message: '' }]);
      return reply.status(200).send(errorResponse(422, message));
    }
    if (error.code === 'FST_ERR_VALIDATION') {
      // A schema that is not zod's: Fastify's own text names the part and the rule.
      return reply.status(200).send(errorResponse(422, error.message || 'Invalid request'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(catalogued(429));
    }
    const transport = error.code ? TRANSPORT_ERRORS[error.code] : undefined;
    if (transport) {
      return reply
        .status(transport.status)
        .send(errorResponse(transport.code, SERVER_TEXTS[language][transport.text]));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(catalogued(400));
    }
    const storage = storageFault(error);
    if (storage) {
      // Nothing was stored: the client is told to try again later, never result 1.
      request.log.error({ err: error }, 'database cannot store data');
      return reply
        .status(503)
        .header('retry-after', String(STORAGE_RETRY_AFTER_S))
        .send(errorResponse(503, messageIn(language, 503, storage)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error.cause }, 'response did not match its schema');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(500).send(catalogued(500));
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
    const path = request.url.split('?')[0] ?? '/';
    const texts = SERVER_TEXTS[messageLanguage(request)];
    // A preflight the CORS policy refused keeps its 404.
    const allowed = request.method === 'OPTIONS' ? [] : allowedMethods(path);
    if (allowed.length > 0) {
      // SPEC §8 has no code for a wrong method: the body says 400 (bad request), the status 405.
      const message = texts.methodNotAllowed(request.method, path, allowed.join(' or '));
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(errorResponse(400, message));
    }
    return reply.status(404).send(errorResponse(404, texts.noSuchPath(request.method, path)));
  });
}

/**
 * Errors Fastify meets before a route is found (a path with broken percent
 * escapes, say) skip the error handler; they are answered in the error shape
 * too, as a bad request.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const language = messageLanguage(request);
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? SERVER_TEXTS[language].malformedUrl
      : catalogueText(400, language);
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
  // The answer to a HEAD request has the headers of the answer to a GET, and no body.
  const head = (error as { rawPacket?: Buffer }).rawPacket?.toString('latin1', 0, 5) === 'HEAD ';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
    );
  }
  socket.destroy(error);
}
