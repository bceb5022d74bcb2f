import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, localizedError } from '../lib/app-error';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../lib/json-depth';

/** Largest request body accepted anywhere: orders are small. */
export const BODY_LIMIT_BYTES = 256 * 1024;

type FormFields = Record<string, string | string[]>;

/**
 * Form-encoded bodies everywhere, multipart accepted in their place (fields
 * only, no files), JSON where the contract says JSON. A POST without a body
 * reads as an empty form, so the fields' defaults apply.
 */
export async function registerBodyParsers(app: FastifyInstance) {
  // Fastify's own JSON parser, behind a depth check: a body nested past the
  // limit is refused (HTTP 422) before anything is built from it.
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        localizedError(422, (t) => t.jsonTooDeep(MAX_JSON_DEPTH), 422),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(multipart, {
    limits: { fieldSize: 16 * 1024, fields: 100, files: 0, parts: 100, fileSize: 0 },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readMultipartFields(request);
    else if (request.body === undefined && request.method === 'POST') request.body = {};
  });
}

/** The fields of a multipart body, repeated names as arrays (as form-encoded bodies give them). */
async function readMultipartFields(request: FastifyRequest): Promise<FormFields> {
  // Multipart bodies are streamed past Fastify's bodyLimit, so the same limit is applied here.
  if (Number(request.headers['content-length']) > BODY_LIMIT_BYTES) {
    throw localizedError(400, (t) => t.bodyTooLarge, 413);
  }
  const fields: FormFields = {};
  let size = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'field') continue;
      // busboy cuts a field at fieldSize and reads on; a cut value must not pass as the sent one.
      if (part.valueTruncated) throw localizedError(400, (t) => t.formFieldTooLarge, 413);
      const value = String(part.value);
      size += Buffer.byteLength(value) + Buffer.byteLength(part.fieldname ?? '');
      if (size > BODY_LIMIT_BYTES) throw localizedError(400, (t) => t.bodyTooLarge, 413);
      const previous = fields[part.fieldname];
      fields[part.fieldname] = previous === undefined ? value : [previous, value].flat();
    }
  } catch (error) {
    // Limits carry their own code; anything else is busboy rejecting a broken body.
    if (error instanceof AppError || /^FST_/.test(String((error as { code?: unknown }).code))) {
      throw error;
    }
    throw localizedError(400, (t) => t.malformedMultipart, 400);
  }
  return fields;
}
