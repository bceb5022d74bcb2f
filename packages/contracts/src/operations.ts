/**
 * Calls of the portal's own operations, outside the upstream contract: the
 * health checks of the container and the operator endpoints that move orders
 * through their lifecycle (guarded by a bearer token).
 */
import { z } from 'zod';
import { purchaseInquiryResultSchema, repairLookupResultSchema } from './api.ts';
import { RESULT_OK } from './constants.ts';
import { quoteLineSchema } from './customer.ts';
import { requiredText } from './validation.ts';

/**
 * Test controls, for contract tests and the benchmark: sent by the operator
 * (its bearer token) where the portal enables them (`TEST_CONTROLS`).
 */
export const TEST_CONTROL_HEADERS = {
  /** On the code image's answer: the code it shows, so a scripted checkout can answer it. */
  verifyCodeAnswer: 'x-verify-code-answer',
} as const;

export const healthResponseSchema = z.lazy(() => z.object({ status: z.literal('ok') }));
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * No `to` (or an empty one): the next step. Else a status name, a step name or a status code.
 * `quoteLines` (JSON only): the quotation of a step into "quote to be confirmed"; a default one without.
 */
export const advanceRequestSchema = z.lazy(() =>
  z.object({
    to: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().max(40, 'validation.tooLong').optional(),
    ),
    quoteLines: z.array(quoteLineSchema).min(1).max(20).optional(),
  }),
);
export type AdvanceRequest = z.input<typeof advanceRequestSchema>;

export const advanceRepairParamsSchema = z.lazy(() =>
  z.object({
    rmaNumber: requiredText(40),
  }),
);
export const advanceSparePartParamsSchema = z.lazy(() =>
  z.object({
    orderId: z.coerce
      .number({ error: 'validation.invalidValue' })
      .int('validation.invalidValue')
      .positive('validation.invalidValue'),
  }),
);

// Made for each schema that uses them: made here, they would be built as the
// module loads, before any schema is used.
const possibleStep = () =>
  z.object({
    step: z.string(),
    to: z.string(),
    status: z.number().int(),
    /** Taken only when asked for by name (cancelling, reopening). */
    manual: z.boolean(),
  });

const advanceFields = () => ({
  step: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.number().int(),
  /** The steps possible from the new state; the first non-manual one is the next. */
  next: z.array(possibleStep()),
});

export const advanceRepairResponseSchema = z.lazy(() =>
  z.object({
    result: z.literal(RESULT_OK),
    data: z.object({
      rmaNumber: z.string(),
      ...advanceFields(),
      /** What the customer's lookup now answers. */
      lookup: repairLookupResultSchema,
    }),
  }),
);
export type AdvanceRepairResult = z.infer<typeof advanceRepairResponseSchema>['data'];

export const advanceSparePartResponseSchema = z.lazy(() =>
  z.object({
    result: z.literal(RESULT_OK),
    data: z.object({
      orderId: z.number().int(),
      ...advanceFields(),
      lookup: purchaseInquiryResultSchema,
    }),
  }),
);
export type AdvanceSparePartResult = z.infer<typeof advanceSparePartResponseSchema>['data'];

/** What one server process has counted since it started. */
export const serverStatsResponseSchema = z.lazy(() =>
  z.object({
    result: z.literal(RESULT_OK),
    data: z.object({
      uptimeSeconds: z.number(),
      /** Requests answered, every path (the count behind CPU time per request). */
      requests: z.number().int(),
      /** Statements this process has sent to its database. */
      statements: z.number().int(),
      /** The catalogue answers this process kept and served again (hits) or made (misses). */
      catalogueCache: z.object({
        hits: z.number().int(),
        misses: z.number().int(),
        entries: z.number().int(),
        bytes: z.number().int(),
      }),
      /**
       * How late the event loop ran a timer due every `resolutionMs`: `counts[i]`
       * times by at most `boundsMs[i]`, the last count beyond the last bound.
       * Counted since start; two readings give the delays between them.
       */
      eventLoopDelay: z.object({
        resolutionMs: z.number(),
        boundsMs: z.array(z.number()),
        counts: z.array(z.number().int()),
      }),
    }),
  }),
);
export type ServerStats = z.infer<typeof serverStatsResponseSchema>['data'];
