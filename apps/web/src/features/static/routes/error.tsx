import { useSearchParams } from 'react-router';
import { ErrorView } from '@/components/error-view/error-view';
import { errorPageQuery } from '../utils/error-page-query';

/** /error?status=…&message=…: the error page (docs/product/site.md, "The error page"). */
export default function ErrorRoute() {
  const [searchParams] = useSearchParams();
  const { status, message } = errorPageQuery(searchParams);
  return <ErrorView status={status ?? null} message={message ?? null} />;
}
