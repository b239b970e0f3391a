import { useSearchParams } from 'react-router';
import { ErrorView } from '@/components/error-view/error-view';

/** An HTTP-like status from the query: a whole number from 100 to 599, else none. */
function parseStatus(value: string | null): number | null {
  if (!value || !/^\d{3}$/.test(value)) return null;
  const status = Number(value);
  return status >= 100 && status <= 599 ? status : null;
}

/** /error?status=…&message=…: the error page (SPEC.md section 2). */
export default function ErrorRoute() {
  const [searchParams] = useSearchParams();
  return <ErrorView status={parseStatus(searchParams.get('status'))} message={searchParams.get('message')} />;
}
