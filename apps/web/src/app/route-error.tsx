import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '@/components/error-view/error-view';
import { isApiError } from '@/lib/api-error';

/** What a screen that failed to load or render shows instead (router error boundary). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    return <ErrorView status={error.status} message={message} />;
  }
  if (isApiError(error)) return <ErrorView status={error.status || null} message={error.message} />;
  return <ErrorView status={500} />;
}
