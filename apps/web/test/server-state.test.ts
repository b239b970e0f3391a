import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { asOfNow } from '@/app/server-state';

describe('asOfNow', () => {
  it('dates every server query at the time of hydration, so a page from the server cache is not refetched', () => {
    const server = new QueryClient();
    server.setQueryData(['creators', 'x'], { id: 1 }, { updatedAt: 1_000 });
    server.setQueryData(['categories'], [], { updatedAt: 2_000 });
    const state = asOfNow(dehydrate(server), 99_000);
    expect(state.queries.map((query) => query.state.dataUpdatedAt)).toEqual([99_000, 99_000]);
    expect(state.queries.map((query) => query.state.data)).toEqual([{ id: 1 }, []]);

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, state);
    expect(browser.getQueryState(['creators', 'x'])?.dataUpdatedAt).toBe(99_000);
  });
});
