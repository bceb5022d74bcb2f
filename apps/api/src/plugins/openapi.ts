import swagger from '@fastify/swagger';
import { API_CALLS, API_PATHS, CUSTOMER_PATHS, DOCS_PATH, type CallName } from '@portal/contracts';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { docsPageHeaders } from './security';

type Response = { description?: string; headers?: Record<string, unknown>; content?: unknown };
type Responses = Record<string, Response>;
type Parameter = { in: string; name: string };
type Operation = {
  responses?: Responses;
  parameters?: Parameter[];
  operationId?: string;
  security?: unknown[];
};
type Paths = Record<string, Record<string, Operation | undefined>>;

/**
 * The language of an answer (decision record 021), which every call takes:
 * a `lang` query parameter (a form or JSON body may carry it too) before
 * `Accept-Language`. Declared here once rather than in every schema.
 */
const LANGUAGE_PARAMETERS = [
  {
    in: 'query',
    name: 'lang',
    required: false,
    description:
      'The language of error_msg and of the demo labels: pl-PL, en-US or zh-CN (pl, en, zh accepted); before Accept-Language. A form or JSON body may carry it as well.',
    schema: { type: 'string', maxLength: 35 },
  },
  {
    in: 'header',
    name: 'Accept-Language',
    required: false,
    description:
      'Negotiated among pl-PL, en-US and zh-CN when there is no lang; error_msg is English and the labels are as stored when nothing matches.',
    schema: { type: 'string' },
  },
];

function withLanguageParameters<T extends { paths?: unknown }>(document: T): T {
  const paths = (document.paths ?? {}) as Paths;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const own = operation.parameters ?? [];
      const missing = LANGUAGE_PARAMETERS.filter(
        (parameter) =>
          !own.some(
            (other) =>
              other.in === parameter.in &&
              other.name.toLowerCase() === parameter.name.toLowerCase(),
          ),
      );
      operation.parameters = [...own, ...missing];
    }
  }
  return document;
}

/**
 * A header the route schemas cannot declare (the zod transform writes bodies
 * only): `Retry-After` on the 503 of the PDF documents (labels, order sheet, receipt)
 * while printing is busy (a storage fault's 503 has none, so it is not required).
 */
function withResponseHeaders<T extends { paths?: unknown }>(document: T): T {
  const paths = (document.paths ?? {}) as Paths;
  // The paths as the document writes them: `{token}` for `:token`.
  const documentPaths = [
    API_PATHS.label,
    CUSTOMER_PATHS.repairLabel,
    CUSTOMER_PATHS.repairOrderSheet,
    CUSTOMER_PATHS.spareOrderReceipt,
  ].map((path) => path.replace(/:(\w+)/g, '{$1}'));
  for (const path of documentPaths) {
    const busy = paths[path]?.get?.responses?.['503'];
    if (!busy) continue;
    busy.headers = {
      'Retry-After': {
        description: 'Seconds to wait while printing is busy',
        schema: { type: 'string', pattern: '^\\d+$' },
      },
    };
  }
  return document;
}

/** Every operation of the document, with its path and method. */
function* operationsOf(document: { paths?: unknown }) {
  const paths = (document.paths ?? {}) as Paths;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation && typeof operation === 'object' && 'responses' in operation) {
        yield { path, method, operation };
      }
    }
  }
}

/** The upstream calls by the path the document writes, each method after the first with its own suffix. */
const CALL_BY_PATH = new Map<string, CallName>(
  (Object.keys(API_CALLS) as CallName[]).map((name) => [API_PATHS[name], name]),
);

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A name for code generators: the call's own name for an upstream call
 * (`repairOrderAdd`; `repairLookupPost` for its second method), else the
 * method and the path's words (`getPortalRepairOrdersByToken`).
 */
function operationId(path: string, method: string): string {
  const call = CALL_BY_PATH.get(path);
  if (call) {
    const [first] = API_CALLS[call].bindings;
    return first.method.toLowerCase() === method ? call : `${call}${capitalized(method)}`;
  }
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment);
      return parameter ? ['by', parameter[1] as string] : segment.split(/[^A-Za-z0-9]+/);
    });
  return [method, ...words.map(capitalized)].join('');
}

/**
 * What generators and linters read besides the schemas: an `operationId` for
 * every operation, `security: []` on the public ones (the operator's declare
 * their token), and the 405 with `Allow` that every call of the API answers
 * to a method it does not take, in the error shape of its other refusals.
 */
function withOperationDetails<T extends { paths?: unknown }>(document: T): T {
  for (const { path, method, operation } of operationsOf(document)) {
    operation.operationId ??= operationId(path, method);
    operation.security ??= [];
    const refusal = operation.responses?.['400'];
    if (!refusal || !operation.responses || operation.responses['405']) continue;
    operation.responses['405'] = {
      ...refusal,
      description: 'Method Not Allowed: the path is answered for the methods in `Allow`',
      headers: {
        Allow: { description: 'The methods the path answers', schema: { type: 'string' } },
      },
    };
  }
  return document;
}

/**
 * Only the named schemas some operation refers to: the library writes an
 * input and an output form of each, and most are used one way only.
 */
function withoutUnusedSchemas<T extends { paths?: unknown }>(document: T): T {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const used = (name: string, text: string) => text.includes(`"#/components/schemas/${name}"`);
  for (;;) {
    const text = JSON.stringify({
      ...document,
      components: { ...components, schemas: {} },
    });
    const others = (name: string) =>
      JSON.stringify(Object.entries(schemas).filter(([other]) => other !== name));
    const unused = Object.keys(schemas).filter(
      (name) => !used(name, text) && !used(name, others(name)),
    );
    if (unused.length === 0) return document;
    for (const name of unused) delete schemas[name];
  }
}

/** The OpenAPI document at /docs/json and a browsable page at /docs. */
export async function registerOpenApi(app: FastifyInstance, basePath: string) {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, so `const`, `if`/`then` and numeric bounds say what zod checks.
      openapi: '3.1.0',
      info: {
        title: 'Service portal API',
        description:
          'The upstream after-sales backend: every call answers `result` (1 = success); an application error is HTTP 200 with `{ result: 0, error_code, error_msg }`. A path asked with a method it does not answer gets HTTP 405 with `Allow` and the error shape (`error_code` 400); an unknown path gets 404.',
        version: '1.0.0',
      },
      servers: [{ url: basePath || '/' }],
      components: {
        // The operator endpoints (/ops/...): Authorization: Bearer <OPERATOR_TOKEN>.
        securitySchemes: { operatorToken: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    // The schemas the contracts name (`.meta({ id })`) become components the operations refer to.
    transformObject: (document) =>
      'openapiObject' in document
        ? withoutUnusedSchemas(
            withOperationDetails(
              withLanguageParameters(withResponseHeaders(jsonSchemaTransformObject(document))),
            ),
          )
        : document.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // Not Swagger's own policy (staticCSP), which allows far more: the page gets ours.
    uiHooks: { onRequest: docsPageHeaders },
  });
}
