import type { IncomingHttpHeaders } from 'node:http';

/** Why a fetch of a platform address gave no answer (also the verification failure reasons). */
export type FetchFailureReason =
  | 'timeout'
  | 'too_large'
  | 'host_not_allowed'
  | 'too_many_redirects'
  | 'platform_unreachable'
  | 'profile_not_found'
  | 'platform_error';

export class FetchFailure extends Error {
  constructor(
    readonly reason: FetchFailureReason,
    message: string,
    /** The HTTP answer that failed the fetch (404, 429, 503…), when there was one. */
    readonly answer?: { status: number; headers: IncomingHttpHeaders },
  ) {
    super(message);
    this.name = 'FetchFailure';
  }
}
