import type { ModerationLogEntry, ReportedReview } from '@fanlens/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';
import { buildProfile, resetStores, signInAs } from './reset-stores';
import { apiRoutes, buildReview, listOf, on } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function reported(overrides: Partial<ReportedReview> = {}): ReportedReview {
  const review = buildReview({ comment: 'Visit my shop for deals' });
  return {
    reportId: 31,
    review,
    author: { id: 7, name: 'Bea Reviewer', email: 'bea@example.com', confirmed: false },
    reportCount: 3,
    reasons: { spam: 2, fake: 1, offensive: 0, personal_info: 0, conflict_of_interest: 0, other: 0 },
    latestDetails: 'A link to a shop',
    firstReportedAt: '2024-05-01T10:00:00.000Z',
    lastReportedAt: '2024-05-03T10:00:00.000Z',
    outcome: null,
    ...overrides,
  };
}

describe('/moderation', () => {
  it('lists the reported reviews with counts per reason, the author and the latest details; Hide asks for a reason', async () => {
    signInAs(buildProfile({ moderator: true }));
    const user = userEvent.setup();
    const item = reported();
    const api = apiRoutes(
      on('GET', '/api/moderation/reports', () => jsonResponse(200, listOf([item]))),
      on('POST', `/api/moderation/reviews/${item.review.id}/hide`, () =>
        jsonResponse(200, { ...item.review, hidden: true, hiddenReason: 'Advertising' }),
      ),
      on('POST', `/api/moderation/reports/${item.reportId}/dismiss`, () =>
        jsonResponse(200, { reviewId: item.review.id, dismissed: 3 }),
      ),
    );
    mockFetch(api.handler);
    renderRoute('/moderation');
    const card = within(await screen.findByTestId('queue-item', undefined, { timeout: 5000 }));
    expect(card.getByText('3 reports')).toBeInTheDocument();
    expect(card.getByText('Spam or advertising × 2')).toBeInTheDocument();
    expect(card.getByText('Fake review × 1')).toBeInTheDocument();
    expect(card.getByText(/Bea Reviewer <bea@example.com>/)).toBeInTheDocument();
    expect(card.getByText('A link to a shop')).toBeInTheDocument();
    expect(card.getByText('Visit my shop for deals')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Report this review' })).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Hide review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide this review' }));
    const submit = dialog.getByRole('button', { name: 'Hide review' });
    expect(submit).toBeDisabled();
    await user.type(dialog.getByLabelText('Reason'), 'Advertising');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.url.pathname.endsWith('/hide'))?.body).toEqual({ reason: 'Advertising' });

    await user.click(card.getByRole('button', { name: 'Dismiss reports' }));
    await waitFor(() => expect(api.calls.some((call) => call.url.pathname.endsWith('/dismiss'))).toBe(true));
    const queueCalls = api.calls.filter((call) => call.url.pathname === '/api/moderation/reports');
    expect(queueCalls[0]!.url.searchParams.get('status')).toBe('open');
    expect(queueCalls[0]!.url.searchParams.get('sort')).toBe('oldest');
  });

  it('shows resolved hidden reviews with Restore, sorts by most reported, and shows the log', async () => {
    signInAs(buildProfile({ moderator: true }));
    const user = userEvent.setup();
    const hidden = reported({
      outcome: 'hidden',
      review: buildReview({ comment: 'Hidden words', hidden: true, hiddenReason: 'Spam' }),
    });
    const entry: ModerationLogEntry = {
      id: 1,
      action: 'hide_review',
      moderator: { id: 3, name: 'Mo Derator' },
      moderatorPseudonym: null,
      authorPseudonym: null,
      caseId: null,
      reviewCount: null,
      reviewId: hidden.review.id,
      creator: null,
      reason: 'Spam',
      createdAt: '2024-05-04T10:00:00.000Z',
    };
    const api = apiRoutes(
      on('GET', '/api/moderation/reports', (call) =>
        jsonResponse(200, listOf(call.url.searchParams.get('status') === 'resolved' ? [hidden] : [])),
      ),
      on('POST', `/api/moderation/reviews/${hidden.review.id}/restore`, () => jsonResponse(200, hidden.review)),
      on('GET', '/api/moderation/log', () =>
        jsonResponse(
          200,
          listOf([
            entry,
            {
              ...entry,
              id: 2,
              action: 'remove_case',
              reviewId: null,
              caseId: 4,
              reviewCount: 3,
              creator: { id: 9, username: 'busy_page' },
              reason: 'Bought reviews',
            },
          ]),
        ),
      ),
    );
    mockFetch(api.handler);
    const { router } = renderRoute('/moderation');
    await screen.findByText('No open reports. All clear.', undefined, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Order'), 'most_reported');
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    const card = within(await screen.findByTestId('queue-item'));
    expect(currentUrl(router)).toBe('/moderation?sort=most_reported&tab=resolved');
    expect(card.getByText('Hidden')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.calls.some((call) => call.url.pathname.endsWith('/restore'))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Log' }));
    const [row, caseRow] = (await screen.findAllByText('Mo Derator')).map((cell) => cell.closest('tr')!);
    expect(row).toHaveTextContent(`Hid · review ${hidden.review.id}`);
    expect(row).toHaveTextContent('Spam');
    expect(caseRow).toHaveTextContent('Removed 3 held reviews of page @busy_page');
  });

  it('sends users who are not moderators home, and guests to sign-in', async () => {
    signInAs(buildProfile({ moderator: false }));
    mockFetch(apiRoutes().handler);
    const { router } = renderRoute('/moderation');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    resetStores();
    const guest = renderRoute('/moderation');
    await waitFor(() => expect(currentUrl(guest.router)).toBe('/sign-in?redirectTo=%2Fmoderation'));
  });
});

describe('account page: e-mail notifications', () => {
  it('shows the switches and saves a change', async () => {
    signInAs(buildProfile());
    const user = userEvent.setup();
    const api = apiRoutes(
      on('GET', '/api/users/my', () => jsonResponse(200, buildProfile())),
      on('GET', '/api/users/my/notifications', () =>
        jsonResponse(200, { replies: true, newReviews: true, moderation: true }),
      ),
      on('PATCH', '/api/users/my/notifications', (call) =>
        jsonResponse(200, { replies: true, newReviews: true, moderation: true, ...(call.body as object) }),
      ),
    );
    mockFetch(api.handler);
    renderRoute('/my-profile');
    const toggle = await screen.findByRole('switch', { name: 'A creator replies to my review' }, { timeout: 5000 });
    expect(toggle).toBeChecked();
    // Not a creator: no switch about reviews of a page.
    expect(screen.queryByRole('switch', { name: 'Someone reviews my creator page' })).not.toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ replies: false });
  });
});
