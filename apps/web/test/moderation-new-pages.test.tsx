import type { NewPage } from '@fanlens/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toaster/toast';
import { fieldError, jsonResponse, mockFetch } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';
import { apiRoutes, listOf, on } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function newPage(id: number, overrides: Partial<NewPage> = {}, creator: Partial<NewPage['creator']> = {}): NewPage {
  return {
    creator: {
      id,
      username: `added_${id}`,
      name: `Added ${id}`,
      platform: 'onlyfans',
      verified: false,
      removedAt: null,
      ...creator,
    },
    addedBy: { id: 5, name: 'Ada Fan' },
    addedAt: '2024-05-03T10:00:00.000Z',
    reviewCount: 0,
    ...overrides,
  };
}

async function openNewPages(pages: NewPage[], ...routes: Parameters<typeof apiRoutes>) {
  signInAs(buildProfile({ moderator: true }));
  const api = apiRoutes(
    on('GET', '/api/moderation/new-pages', () => jsonResponse(200, listOf(pages))),
    ...routes,
  );
  mockFetch(api.handler);
  const view = renderRoute('/moderation?tab=new-pages');
  await screen.findByText(`${pages.length} page${pages.length === 1 ? '' : 's'} added in the last 30 days`, undefined, {
    timeout: 5000,
  });
  return { ...view, api };
}

const itemOf = (username: string) => within(screen.getByRole('article', { name: `Added page @${username}` }));

describe('/moderation: New pages', () => {
  it('lists the pages people added: the page, its platform, who added it and when, its reviews, removed or not', async () => {
    const user = userEvent.setup();
    const { router, api } = await openNewPages([
      newPage(1, { reviewCount: 2 }, { platform: 'twitch', verified: true }),
      newPage(2, { addedBy: null }, { removedAt: '2024-05-04T10:00:00.000Z' }),
    ]);
    const up = itemOf('added_1');
    expect(up.getByRole('link', { name: 'Added 1' })).toHaveAttribute('href', '/added_1');
    expect(up.getByText('@added_1 · Twitch · verified')).toBeInTheDocument();
    expect(up.getByText(/Added by Ada Fan on May 3rd, 2024/)).toHaveTextContent(
      'Added by Ada Fan on May 3rd, 2024 · 2 reviews',
    );
    expect(up.getByRole('button', { name: 'Remove page' })).toBeInTheDocument();
    expect(up.queryByRole('button', { name: 'Restore page' })).not.toBeInTheDocument();

    const removed = itemOf('added_2');
    expect(removed.queryByRole('link')).not.toBeInTheDocument();
    expect(removed.getByText(/Added on May 3rd, 2024 by an account since deleted/)).toHaveTextContent(
      'Added on May 3rd, 2024 by an account since deleted · 0 reviews · Removed on May 4th, 2024',
    );
    expect(removed.queryByRole('button', { name: 'Remove page' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log' }));
    await user.click(screen.getByRole('button', { name: 'New pages' }));
    expect(currentUrl(router)).toBe('/moderation?tab=new-pages');
    const query = api.calls.find((call) => call.url.pathname === '/api/moderation/new-pages')!.url.searchParams;
    expect([query.get('offset'), query.get('limit')]).toEqual(['0', '10']);
  });

  it('removes a page with a reason the person who added it reads', async () => {
    const user = userEvent.setup();
    let answered = 0;
    const { api } = await openNewPages(
      [newPage(1)],
      on('POST', '/api/moderation/creators/1/remove', () =>
        answered++ === 0
          ? fieldError('reason', 'Must be at least 3 characters')
          : jsonResponse(200, { id: 1, username: 'added_1', removed: true }),
      ),
    );
    await user.click(itemOf('added_1').getByRole('button', { name: 'Remove page' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove @added_1' }));
    expect(dialog.getByText(/The person who added it gets an e-mail with your reason/)).toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: 'Remove page' });
    expect(submit).toBeDisabled();
    const reason = dialog.getByLabelText('Reason');
    await user.type(reason, 'Not a creator page');
    await user.click(submit);
    // A refusal of the server stands under the reason.
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Must be at least 3 characters'));
    await user.type(reason, '.');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const removals = api.calls.filter((call) => call.url.pathname === '/api/moderation/creators/1/remove');
    expect(removals.map((call) => call.body)).toEqual([
      { reason: 'Not a creator page' },
      { reason: 'Not a creator page.' },
    ]);
    expect(toast.success).toHaveBeenCalledWith('The page has been removed.');
    // The list is asked again, to show the page as removed.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url.pathname === '/api/moderation/new-pages').length).toBeGreaterThan(1),
    );
  });

  it('restores a removed page', async () => {
    const user = userEvent.setup();
    const { api } = await openNewPages(
      [newPage(3, {}, { removedAt: '2024-05-04T10:00:00.000Z' })],
      on('POST', '/api/moderation/creators/3/restore', () =>
        jsonResponse(200, { id: 3, username: 'added_3', removed: false }),
      ),
    );
    await user.click(itemOf('added_3').getByRole('button', { name: 'Restore page' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The page is back on FanLens.'));
    expect(api.calls.some((call) => call.method === 'POST' && call.url.pathname.endsWith('/3/restore'))).toBe(true);
  });

  it('says when nobody added a page lately', async () => {
    await openNewPages([]);
    expect(screen.getByText('Nobody has added a page in the last 30 days.')).toBeInTheDocument();
  });
});
