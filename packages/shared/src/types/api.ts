import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';

/** Every list answer: one page of results and the total count. */
export interface List<T> {
  results: T[];
  count: number;
  limit: number;
  offset: number;
}

export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    count: z.number().int().min(0),
    limit: z.number().int().min(0),
    offset: z.number().int().min(0),
  });

/**
 * Every error answer. `field` names the offending input when there is one; a 5xx answer carries
 * the request's id (as in its `X-Request-Id` header and the server's log lines) to quote when
 * reporting it.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  field: z.string().optional(),
  /** The address of what the error names, e.g. the page of `already_listed`. */
  location: z.string().optional(),
  requestId: z.string().optional().describe("5xx only: the request's id, as in X-Request-Id and the server's log"),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A trending search term. */
export const trendSchema = z.object({ term: z.string(), count: z.number().int().min(0) });
export type Trend = z.infer<typeof trendSchema>;

/** Answer of calls that only report success (change password, forgot password, set password). */
export const okResponseSchema = z.object({ success: z.boolean() });
export type OkResponse = z.infer<typeof okResponseSchema>;
