import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** Largest request body accepted anywhere: orders are small. */
export const BODY_LIMIT_BYTES = 256 * 1024;

type FormFields = Record<string, string | string[]>;

/**
 * Form-encoded bodies everywhere, multipart accepted in their place (fields
 * only, no files), JSON where the contract says JSON. A POST without a body
 * reads as an empty form, so the fields' defaults apply.
 */
export async function registerBodyParsers(app: FastifyInstance) {
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
  const fields: FormFields = {};
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'field') continue;
      const value = String(part.value);
      const previous = fields[part.fieldname];
      fields[part.fieldname] = previous === undefined ? value : [previous, value].flat();
    }
  } catch (error) {
    // Limits carry their own code; anything else is busboy rejecting a broken body.
    if (error instanceof Error && 'code' in error) throw error;
    throw new AppError(400, 'Malformed multipart body', 400);
  }
  return fields;
}
