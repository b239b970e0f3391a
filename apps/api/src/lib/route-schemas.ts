import { apiErrorSchema } from '@fanlens/shared';

/** The OpenAPI security of a route that needs a signed-in account (a bearer token). */
export const bearerSecurity = [{ bearer: [] }];

/** The error answers a route documents: the one error body for each status named. */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}

/** The errors of a signed-in write on something that may be missing, taken or limited. */
export const writeErrors = errorResponses(400, 401, 403, 404, 409, 429);
