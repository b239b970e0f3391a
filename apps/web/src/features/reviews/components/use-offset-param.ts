import { useSearchParams } from 'react-router';

/** The list offset kept in the address (?offset=10): a whole number, 0 when absent or bad. */
export function useOffsetParam(): [number, (offset: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('offset'));
  const offset = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const setOffset = (next: number) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next > 0) params.set('offset', String(next));
        else params.delete('offset');
        return params;
      },
      { preventScrollReset: true },
    );
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };
  return [offset, setOffset];
}
