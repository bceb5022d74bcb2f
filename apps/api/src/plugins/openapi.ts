import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { docsPageHeaders } from './security';

/** The OpenAPI document at /docs/json and a browsable page at /docs. */
export async function registerOpenApi(app: FastifyInstance, basePath: string) {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, so `const`, `if`/`then` and numeric bounds say what zod checks.
      openapi: '3.1.0',
      info: {
        title: 'Service portal API',
        description:
          'The upstream after-sales backend: every call answers `result` (1 = success); an application error is HTTP 200 with `{ result: 0, error_code, error_msg }`.',
        version: '1.0.0',
      },
      servers: [{ url: basePath || '/' }],
      components: {
        // The operator endpoints (/ops/...): Authorization: Bearer <OPERATOR_TOKEN>.
        securitySchemes: { operatorToken: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Not Swagger's own policy (staticCSP), which allows far more: the page gets ours.
    uiHooks: { onRequest: docsPageHeaders },
  });
}
