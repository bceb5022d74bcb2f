import swagger from '@fastify/swagger';
import { API_PATHS, CUSTOMER_PATHS, DOCS_PATH } from '@portal/contracts';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { docsPageHeaders } from './security';

type Responses = Record<string, { headers?: Record<string, unknown> }>;
type Parameter = { in: string; name: string };
type Operation = { responses?: Responses; parameters?: Parameter[] };
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
 * only): `Retry-After` on the 503 of the PDF documents (labels, order sheet)
 * while printing is busy (a storage fault's 503 has none, so it is not required).
 */
function withResponseHeaders<T extends { paths?: unknown }>(document: T): T {
  const paths = (document.paths ?? {}) as Paths;
  // The paths as the document writes them: `{token}` for `:token`.
  const documentPaths = [
    API_PATHS.label,
    CUSTOMER_PATHS.repairLabel,
    CUSTOMER_PATHS.repairOrderSheet,
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
    transformObject: (document) =>
      'openapiObject' in document
        ? withLanguageParameters(withResponseHeaders(document.openapiObject))
        : document.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // Not Swagger's own policy (staticCSP), which allows far more: the page gets ours.
    uiHooks: { onRequest: docsPageHeaders },
  });
}
