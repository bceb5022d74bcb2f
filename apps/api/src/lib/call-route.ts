import {
  API_CALLS,
  isFileAnswer,
  type CallBinding,
  type CallName,
  type FileAnswer,
} from '@portal/contracts';
import type { onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { CATALOGUE_CALLS } from './catalogue-calls';
import { BODY_TYPES, requireBodyType } from './content-type';
import { fileResponses, responses } from './respond';

type Call<N extends CallName> = (typeof API_CALLS)[N];
type RequestOf<N extends CallName> =
  Call<N> extends { request: infer R extends z.ZodType } ? R : undefined;
type ResponsesOf<N extends CallName> = Call<N>['success'] extends infer S extends z.ZodType
  ? ReturnType<typeof responses<S>>
  : ReturnType<typeof fileResponses>;
type Values<N extends CallName, B extends CallBinding> = B['encoding'] extends 'query'
  ? { querystring: RequestOf<N> }
  : { body: RequestOf<N> };
type BindingOf<N extends CallName> = Call<N>['bindings'][number];

/**
 * The route options of a call as its description says (contracts `API_CALLS`):
 * method, path, the check of the body's encoding and the document's schemas.
 * A route is `app.route({ ...callRoute('productPage'), handler })`; a call
 * answered in two ways names the binding.
 */
export function callRoute<N extends CallName, B extends BindingOf<N> = Call<N>['bindings'][0]>(
  name: N,
  binding: B = API_CALLS[name].bindings[0] as B,
) {
  const call: Call<N> = API_CALLS[name];
  const request = ('request' in call ? call.request : undefined) as RequestOf<N>;
  const success = call.success as z.ZodType | FileAnswer;
  // A call without values (the announcement) has no query schema at all, not an empty one.
  const values = (
    request === undefined
      ? {}
      : binding.encoding === 'query'
        ? { querystring: request }
        : { body: request, ...(binding.encoding === 'form' && { consumes: BODY_TYPES.form }) }
  ) as Values<N, B>;
  // A kept catalogue answer the client already holds (If-None-Match): plugins/catalogue-cache.ts.
  const notModified =
    binding.method === 'GET' && CATALOGUE_CALLS.includes(name)
      ? {
          304: z
            .null()
            .meta({ description: 'Not Modified: the client holds this answer (If-None-Match)' }),
        }
      : {};
  const onRequest: onRequestHookHandler | undefined =
    binding.encoding === 'query' ? undefined : requireBodyType(binding.encoding);
  return {
    method: binding.method as B['method'],
    url: call.path,
    ...(onRequest && { onRequest }),
    // A POST that only reads acknowledges no write: plugins/storage.ts need not check it.
    ...('readOnly' in call && { config: { readOnly: true } }),
    schema: {
      tags: [call.tag],
      summary: call.summary,
      ...values,
      response: {
        ...((isFileAnswer(success)
          ? fileResponses(success.mediaType, success.description)
          : responses(success)) as ResponsesOf<N>),
        ...notModified,
      },
    },
  };
}
