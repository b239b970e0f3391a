/** An HTTP-like status from the query: a whole number from 100 to 599, else none. */
export function parseStatus(value: string | null): number | null {
  if (!value || !/^\d{3}$/.test(value)) return null;
  const status = Number(value);
  return status >= 100 && status <= 599 ? status : null;
}

/** What /error reads from its query (docs/product/site.md, "The error page": status, message). */
export const errorPageQuery = (params: URLSearchParams) => ({
  status: parseStatus(params.get('status')) ?? undefined,
  message: params.get('message') ?? undefined,
});
