import type { ReviewCase } from '@fanlens/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from './http-mocks';
import { renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';
import { apiRoutes, listOf, on } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function heldCase(): ReviewCase {
  const review = (id: number, rating: number) => ({
    id,
    rating,
    comment: `Great page ${id}`,
    createdAt: '2026-11-28T07:00:00.000Z',
    held: true,
    outcome: null,
    account: {
      id: 100 + id,
      name: `New Fan ${id}`,
      email: `fan${id}@example.com`,
      createdAt: '2026-11-28T06:50:00.000Z',
      ageDays: 0,
      confirmed: false,
      otherReviews: 0,
    },
    addressHash: 'a1b2c3d4e5f6',
    deviceHash: null,
    signals: ['newAccount', 'unconfirmed', 'onlyReview', 'sharedAddress'] as ReviewCase['reviews'][number]['signals'],
  });
  return {
    id: 9,
    status: 'open',
    openedAt: '2026-11-28T07:05:00.000Z',
    decidedAt: null,
    decisionReason: null,
    creator: { id: 3, username: 'busy_page', name: 'Busy Page', platform: 'onlyfans' },
    reviewCount: 2,
    ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 2 },
    reviews: [review(1, 5), review(2, 5)],
  };
}

describe('/moderation?tab=cases', () => {
  it('shows a held case with the evidence of every review; Release and Remove decide it in one action', async () => {
    signInAs(buildProfile({ moderator: true }));
    const user = userEvent.setup();
    const item = heldCase();
    const api = apiRoutes(
      on('GET', '/api/moderation/cases', () => jsonResponse(200, listOf([item]))),
      on('POST', '/api/moderation/cases/9/release', () => jsonResponse(200, { id: 9, status: 'released', reviews: 2 })),
      on('POST', '/api/moderation/cases/9/remove', () => jsonResponse(200, { id: 9, status: 'removed', reviews: 2 })),
    );
    mockFetch(api.handler);
    renderRoute('/moderation?tab=cases');
    const card = within(await screen.findByTestId('case-item', undefined, { timeout: 5000 }));
    expect(card.getByText('Busy Page')).toBeInTheDocument();
    expect(card.getByText(/2 held reviews · opened/)).toBeInTheDocument();
    expect(card.getByText('New Fan 1')).toBeInTheDocument();
    expect(card.getByRole('cell', { name: 'Great page 1' })).toBeInTheDocument();
    expect(card.getByText('fan2@example.com')).toBeInTheDocument();
    expect(card.getAllByText('a1b2c3d4e5f6')).toHaveLength(2);
    expect(card.getAllByText('new account, unconfirmed, reviewed nobody else, shared address')).toHaveLength(2);
    expect(card.getAllByText('0 days')).toHaveLength(2);

    await user.click(card.getByRole('button', { name: 'Release all' }));
    await waitFor(() => expect(api.calls.some((call) => call.url.pathname.endsWith('/release'))).toBe(true));

    await user.click(card.getByRole('button', { name: 'Remove all' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove all 2 held reviews' }));
    const submit = dialog.getByRole('button', { name: 'Remove the case' });
    expect(submit).toBeDisabled();
    await user.type(dialog.getByLabelText('Reason'), 'One network of accounts');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.url.pathname.endsWith('/remove'))?.body).toEqual({
      reason: 'One network of accounts',
    });
    const queue = api.calls.find((call) => call.url.pathname === '/api/moderation/cases');
    expect(queue?.url.searchParams.get('status')).toBe('open');
  });

  it('decides one review of a case alone: its own Release, its own Remove with a reason, then its outcome', async () => {
    signInAs(buildProfile({ moderator: true }));
    const user = userEvent.setup();
    const item = heldCase();
    const decided = { ...item.reviews[1], held: false, outcome: 'released' as const };
    const api = apiRoutes(
      on('GET', '/api/moderation/cases', () =>
        jsonResponse(200, listOf([{ ...item, reviews: [item.reviews[0], decided] }])),
      ),
      on('POST', '/api/moderation/cases/9/reviews/1/release', () =>
        jsonResponse(200, { id: 9, status: 'open', reviews: 1 }),
      ),
      on('POST', '/api/moderation/cases/9/reviews/1/remove', () =>
        jsonResponse(200, { id: 9, status: 'partly_removed', reviews: 1 }),
      ),
    );
    mockFetch(api.handler);
    renderRoute('/moderation?tab=cases');
    const card = within(await screen.findByTestId('case-item', undefined, { timeout: 5000 }));
    // The decided review shows what became of it, not buttons.
    expect(card.getByTestId('case-review-outcome')).toHaveTextContent('Released');
    expect(card.queryByRole('button', { name: 'Release the review by New Fan 2' })).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Release the review by New Fan 1' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.url.pathname === '/api/moderation/cases/9/reviews/1/release')).toBe(true),
    );

    await user.click(card.getByRole('button', { name: 'Remove the review by New Fan 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this held review' }));
    await user.type(dialog.getByLabelText('Reason'), 'Written by the page itself');
    await user.click(dialog.getByRole('button', { name: 'Remove the review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.url.pathname === '/api/moderation/cases/9/reviews/1/remove')?.body).toEqual({
      reason: 'Written by the page itself',
    });
  });
});
