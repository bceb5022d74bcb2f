import { Validator as DocumentValidator } from '@seriousme/openapi-schema-validator';
import type { Ajv, Options } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, ValidationContext, type Document, type Operation } from 'openapi-backend';

export interface RequestToCheck {
  method: string;
  /** The path without the query string, relative to the document's server. */
  path: string;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string | string[] | undefined>;
  /** The parsed body: an object for JSON and form bodies, undefined for none. */
  body?: unknown;
}

export interface ResponseToCheck {
  status: number;
  headers: Record<string, unknown>;
  /** The raw body as sent. */
  body: string;
}

export interface OpenApiValidator {
  /** Whether the document has an operation for this method and path. */
  describes(request: Pick<RequestToCheck, 'method' | 'path'>): boolean;
  /** What the document says is wrong with the request; empty when it is valid. */
  validateRequest(request: RequestToCheck): string[];
  /** What the document says is wrong with the answer to the request; empty when it is valid. */
  validateResponse(
    request: Pick<RequestToCheck, 'method' | 'path'>,
    response: ResponseToCheck,
  ): string[];
}

type Errors = { instancePath?: string; message?: string; params?: unknown }[] | null | undefined;

const describeErrors = (where: string, errors: Errors) =>
  (errors ?? []).map(
    (error) =>
      `${where}${error.instancePath ?? ''}: ${error.message ?? 'invalid'} ${JSON.stringify(error.params ?? {})}`,
  );

const mediaTypeOf = (header: unknown) =>
  String(Array.isArray(header) ? header[0] : (header ?? ''))
    .split(';')[0]!
    .trim()
    .toLowerCase();

/**
 * The schemas of OpenAPI 3.1 are JSON Schema 2020-12; Ajv checks the formats
 * they name (email, date) too. Form bodies are text, so request bodies are
 * coerced as the parameters are; answers are not.
 */
const customizeAjv = (_ajv: Ajv, options: Options, context: ValidationContext) => {
  const ajv = new Ajv2020({
    ...options,
    coerceTypes: Boolean(options.coerceTypes) || context === ValidationContext.RequestBody,
  }) as unknown as Ajv;
  addFormats.default(ajv, { mode: 'full' });
  return ajv;
};

/** The operations need ids to be looked up by; the document's own are kept. */
function withOperationIds(document: Document): Document {
  const copy = structuredClone(document);
  for (const [path, item] of Object.entries(copy.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (typeof operation === 'object' && operation !== null && !Array.isArray(operation)) {
        (operation as { operationId?: string }).operationId ??= `${method} ${path}`;
      }
    }
  }
  return copy;
}

/** Throws when the document is not valid OpenAPI (3.0 or 3.1), listing what is wrong. */
export async function assertValidOpenApi(document: object): Promise<void> {
  const { valid, errors } = await new DocumentValidator().validate(
    structuredClone(document) as Record<string, unknown>,
  );
  if (!valid) {
    const list =
      typeof errors === 'string' ? errors : JSON.stringify(errors?.slice(0, 10), null, 1);
    throw new Error(`The document is not valid OpenAPI: ${list}`);
  }
}

/**
 * Checks requests and answers against an OpenAPI 3.1 document with
 * openapi-backend (Ajv underneath). The document itself is checked first
 * (@seriousme/openapi-schema-validator: openapi-backend's own check knows 3.0
 * only), and creation fails when it is not valid. Query and form values
 * arrive as text, so they are coerced as the server does.
 */
export async function createOpenApiValidator(document: object): Promise<OpenApiValidator> {
  await assertValidOpenApi(document);
  const api = new OpenAPIBackend({
    definition: withOperationIds(document as Document),
    // Quick: no second check of the document (with openapi-backend's 3.0-only schema).
    quick: true,
    strict: true,
    validate: true,
    coerceTypes: true,
    ajvOpts: { allErrors: true },
    customizeAjv,
  });
  await api.init();

  const operationOf = ({ method, path }: Pick<RequestToCheck, 'method' | 'path'>) =>
    api.matchOperation({ method: method.toLowerCase(), path, headers: {} }) as
      Operation | undefined;

  return {
    describes: (request) => operationOf(request) !== undefined,

    validateRequest(request) {
      const operation = operationOf(request);
      if (!operation) return [`${request.method} ${request.path} is not in the document`];
      const result = api.validateRequest(
        {
          method: request.method.toLowerCase(),
          path: request.path,
          query: request.query ?? {},
          headers: Object.fromEntries(
            Object.entries(request.headers ?? {}).filter(([, value]) => value !== undefined),
          ) as Record<string, string | string[]>,
          body: request.body as object,
        },
        operation,
      );
      return describeErrors('request', result.errors);
    },

    validateResponse(request, response) {
      const operation = operationOf(request);
      if (!operation) return [`${request.method} ${request.path} is not in the document`];
      const answer = `${request.method} ${request.path} → ${response.status}`;
      const declared =
        operation.responses?.[String(response.status)] ?? operation.responses?.default;
      if (!declared || '$ref' in declared) return [`${answer}: status not in the document`];
      const mediaTypes = Object.keys(declared.content ?? {});
      const mediaType = mediaTypeOf(response.headers['content-type']);
      if (mediaTypes.length === 0) {
        return response.body === '' ? [] : [`${answer}: a body, where the document has none`];
      }
      if (!mediaTypes.includes(mediaType)) {
        return [
          `${answer}: content type ${mediaType || 'none'}, not one of ${mediaTypes.join(', ')}`,
        ];
      }
      const problems = describeErrors(
        `${answer} headers`,
        api.validateResponseHeaders(response.headers, operation, {
          statusCode: response.status,
        }).errors,
      );
      if (mediaType !== 'application/json') return problems;
      let body: unknown;
      try {
        body = JSON.parse(response.body);
      } catch {
        return [...problems, `${answer}: the body is not JSON`];
      }
      return [
        ...problems,
        ...describeErrors(answer, api.validateResponse(body, operation, response.status).errors),
      ];
    },
  };
}
