import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCreatorFixture } from './fixtures';
import { jsonResponse, mockFetch } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';
import { apiRoutes, buildReview, cardOf, listOf, on, openCreator, REVIEWS_PATH } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

describe('Report on review cards', () => {
  it('sends the reason and details, thanks, and disables Report for that review', async () => {
    signInAs(buildProfile({ id: 1 }));
    const user = userEvent.setup();
    const review = buildReview({ userId: 7, comment: 'Buy followers at my site' });
    const { api } = await openCreator(
      buildCreatorFixture(),
      () => jsonResponse(200, listOf([review])),
      on('POST', `/api/reviews/${review.id}/reports`, (call) =>
        jsonResponse(201, {
          id: 5,
          reviewId: review.id,
          reason: 'spam',
          details: null,
          createdAt: review.createdAt,
          ...(call.body as object),
        }),
      ),
    );
    await screen.findByText('Buy followers at my site');
    await user.click(within(cardOf('Buy followers at my site')).getByRole('button', { name: 'Report this review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this review' }));
    const send = dialog.getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    // "Something else" needs details.
    await user.click(dialog.getByLabelText('Something else'));
    await waitFor(() => expect(send).toBeDisabled());
    await user.click(dialog.getByLabelText('Spam or advertising'));
    await user.type(dialog.getByLabelText('Details'), 'A link to a shop');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'spam',
      details: 'A link to a shop',
    });
    expect(within(cardOf('Buy followers at my site')).getByRole('button', { name: 'Reported' })).toBeDisabled();
  });

  it('is not offered to guests nor on your own review', async () => {
    const own = buildReview({ userId: 1, comment: 'My own words' });
    const other = buildReview({ userId: 7, comment: 'Someone else' });
    await openCreator(buildCreatorFixture(), () => jsonResponse(200, listOf([own, other])));
    await screen.findByText('Someone else');
    expect(screen.queryByRole('button', { name: 'Report this review' })).not.toBeInTheDocument();
  });
});

describe("the author's Edit and Delete on the creator page", () => {
  it('edits in the review dialog, filled in, with PATCH', async () => {
    signInAs(buildProfile({ id: 1 }));
    const user = userEvent.setup();
    const mine = buildReview({ userId: 1, rating: 4, comment: 'First thoughts here', positive: ['Quality Content'] });
    const { api } = await openCreator(
      buildCreatorFixture({ reviewed: true }),
      () => jsonResponse(200, listOf([mine])),
      on('PATCH', `/api/reviews/${mine.id}`, (call) =>
        jsonResponse(200, { ...mine, ...(call.body as object), edited: true }),
      ),
    );
    await screen.findByText('First thoughts here');
    const card = within(cardOf('First thoughts here'));
    expect(card.queryByRole('button', { name: 'Report this review' })).not.toBeInTheDocument();
    await user.click(await card.findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit your review of Ada Creates' }));
    const comment = dialog.getByLabelText('Your review');
    expect(comment).toHaveValue('First thoughts here');
    await user.clear(comment);
    await user.type(comment, 'Second thoughts now');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      comment: 'Second thoughts now',
      rating: 4,
      positive: ['Quality Content'],
    });
  });

  it('asks before deleting, then sends DELETE', async () => {
    signInAs(buildProfile({ id: 1 }));
    const user = userEvent.setup();
    const mine = buildReview({ userId: 1, comment: 'Going to remove this' });
    const { api } = await openCreator(
      buildCreatorFixture({ reviewed: true }),
      () => jsonResponse(200, listOf([mine])),
      on('DELETE', `/api/reviews/${mine.id}`, () => new Response(null, { status: 204 })),
    );
    await screen.findByText('Going to remove this');
    await user.click(within(cardOf('Going to remove this')).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your review?' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});

describe('marks on review cards', () => {
  it('shows "Edited" with the date, the hidden notice with the reason, and a reply to an earlier version', async () => {
    signInAs(buildProfile({ id: 1 }));
    const edited = buildReview({
      comment: 'Changed my mind',
      edited: true,
      editedAt: '2024-06-02T10:00:00.000Z',
      reactions: [
        {
          id: 9,
          comment: 'Thanks!',
          name: 'Ada',
          avatar: null,
          createdAt: '2024-05-01T10:00:00.000Z',
          answersEarlierVersion: true,
        },
      ],
    });
    const hidden = buildReview({
      userId: 1,
      comment: 'Call me at 555',
      hidden: true,
      hiddenReason: 'Shares a phone number',
    });
    mockFetch(apiRoutes(on('GET', '/api/reviews/my', () => jsonResponse(200, listOf([edited, hidden])))).handler);
    renderRoute('/reviews/for-others');
    await screen.findByText('Changed my mind', undefined, { timeout: 5000 });
    expect(within(cardOf('Changed my mind')).getByText('Edited Jun 2nd, 2024')).toBeInTheDocument();
    expect(screen.getByText('This reply answers an earlier version of the review.')).toBeInTheDocument();
    const hiddenCard = within(cardOf('Call me at 555'));
    expect(hiddenCard.getByRole('note')).toHaveTextContent('Hidden by a moderator. Reason: Shares a phone number');
  });
});

describe('rating bars', () => {
  it('filter the reviews by stars, and "Show all reviews" goes back', async () => {
    const user = userEvent.setup();
    const creator = buildCreatorFixture({
      reviewsStatistic: { rating: 4, reviewCount: 3, ratingBreakdown: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 } },
      growthScore: 0,
    });
    const { api, router } = await openCreator(creator, (call) => {
      const rating = call.url.searchParams.get('rating');
      return jsonResponse(200, listOf([buildReview({ comment: rating ? `Only ${rating} stars` : 'Every review' })]));
    });
    await screen.findByText('Every review');
    await user.click(screen.getByRole('button', { name: 'Show only 4-star reviews (1)' }));
    await screen.findByText('Only 4 stars');
    expect(currentUrl(router)).toBe('/ada_creates?rating=4');
    expect(screen.getByRole('button', { name: 'Show only 4-star reviews (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Showing 4-star reviews only')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all reviews' }));
    await screen.findByText('Every review');
    expect(currentUrl(router)).toBe('/ada_creates');
    // Back to all is served from the cache.
    expect(
      api.calls.filter((call) => call.url.pathname === REVIEWS_PATH).map((call) => call.url.searchParams.get('rating')),
    ).toEqual([null, '4']);
  });
});

describe('a claimed page that is not verified yet', () => {
  it('offers no "Leave a review" to its claimer', async () => {
    const creator = buildCreatorFixture({ verified: false, verifiedAt: null });
    signInAs(buildProfile({ creator }));
    await openCreator(creator, () => jsonResponse(200, listOf([])));
    expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument();
  });
});
