import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/toaster/toast';
import { describe, expect, it, vi } from 'vitest';
import { buildCreatorFixture } from './fixtures';
import { fieldError, jsonResponse, mockFetch } from './http-mocks';
import { renderRoute } from './render-route';
import { signInAs } from './reset-stores';
import { apiRoutes, buildReview, deferred, listOf, on, serveCreator, visitCreator } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const before = buildCreatorFixture({
  reviewed: false,
  reviewsStatistic: { rating: 4, reviewCount: 1, ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } },
  growthScore: 0,
});
const after = buildCreatorFixture({
  reviewed: true,
  reviewsStatistic: { rating: 4.5, reviewCount: 2, ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } },
  growthScore: 0,
});
const oldReview = buildReview({ comment: 'An older review' });
const newReview = buildReview({ comment: 'Wonderful creator, posts every day', rating: 5, userId: 1 });

const olderReviews = () => jsonResponse(200, listOf([oldReview]));
const openCreator = () => visitCreator(before);

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Leave a review' }));
  return within(await screen.findByRole('dialog', { name: 'Review Ada Creates' }));
}

describe('leave-review dialog', () => {
  it('is hidden once the user reviewed the creator', async () => {
    signInAs();
    serveCreator(after, olderReviews);
    await openCreator();
    await screen.findByText('An older review');
    expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument();
  });

  it('validates on every change with the messages under the fields; submit stays off until valid', async () => {
    signInAs();
    const user = userEvent.setup();
    serveCreator(before, olderReviews);
    await openCreator();
    const dialog = await openDialog(user);
    expect(dialog.getByRole('link', { name: 'Please read the review guidelines before you write.' })).toHaveAttribute(
      'href',
      '/guidelines#reviews-content',
    );
    const submit = dialog.getByRole('button', { name: 'Post review' });
    const comment = dialog.getByLabelText('Your review');
    expect(submit).toBeDisabled();

    await user.type(comment, 'ab');
    expect(comment).toHaveAccessibleDescription('Must be at least 3 characters');
    expect(dialog.getByText('2 / 1000')).toBeInTheDocument();
    await user.clear(comment);
    expect(comment).toHaveAccessibleDescription('This field is required');
    await user.click(comment);
    await user.paste('x'.repeat(1001));
    expect(comment).toHaveAccessibleDescription('Must be at most 1000 characters');
    await user.clear(comment);
    await user.type(comment, 'Good one');
    expect(comment).not.toHaveAccessibleDescription();
    // Still no rating.
    expect(submit).toBeDisabled();

    await user.click(dialog.getByRole('radio', { name: '4 stars' }));
    expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(submit).toBeEnabled();
  }, 15_000);

  it('rates from the keyboard', async () => {
    signInAs();
    const user = userEvent.setup();
    serveCreator(before, olderReviews);
    await openCreator();
    const dialog = await openDialog(user);
    dialog.getByRole('radio', { name: '1 star' }).focus();
    await user.keyboard('[Space]');
    expect(dialog.getByRole('radio', { name: '1 star' })).toBeChecked();
    await user.keyboard('[ArrowRight][ArrowRight]');
    expect(dialog.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('posts the review, closes, and refetches the list (same page) and the creator without a loader', async () => {
    signInAs();
    const user = userEvent.setup();
    let reviewed = false;
    let listCalls = 0;
    let myCalls = 0;
    const refetch = deferred<Response>();
    const api = apiRoutes(
      on('GET', '/api/creators/details/ada_creates', () => jsonResponse(200, reviewed ? after : before)),
      on('GET', '/api/reviews/creator/ada_creates', () => {
        listCalls += 1;
        return listCalls === 1 ? jsonResponse(200, listOf([oldReview])) : refetch.promise;
      }),
      on('GET', '/api/reviews/my', () => {
        myCalls += 1;
        return jsonResponse(200, listOf(reviewed ? [newReview] : []));
      }),
      on('POST', '/api/reviews', () => {
        reviewed = true;
        return jsonResponse(201, newReview);
      }),
    );
    mockFetch(api.handler);
    // The reviews-for-others list is cached from an earlier visit.
    const { router } = renderRoute('/reviews/for-others');
    await screen.findByText('You have not reviewed anyone yet.', {}, { timeout: 5000 });
    await act(() => router.navigate('/ada_creates'));
    await screen.findByRole('heading', { level: 1, name: /Ada Creates/ }, { timeout: 5000 });
    await screen.findByText('An older review');

    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('radio', { name: '5 stars' }));
    await user.type(dialog.getByLabelText('Your review'), '  Wonderful creator, posts every day ');
    await user.click(dialog.getByRole('button', { name: /Quality Content/ }));
    await user.click(dialog.getByRole('button', { name: /Live Shows/ }));
    await user.click(dialog.getByRole('button', { name: /Quality Content/ }));
    await user.click(dialog.getByRole('button', { name: /Too many ads/ }));
    expect(dialog.getByRole('button', { name: /Live Shows/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(
      within(dialog.getByRole('radiogroup', { name: 'Are you a subscriber?' })).getByRole('radio', { name: 'Yes' }),
    );
    expect(
      within(dialog.getByRole('radiogroup', { name: 'Post anonymously?' })).getByRole('radio', { name: 'No' }),
    ).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Post review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      creatorId: 41,
      comment: 'Wonderful creator, posts every day',
      rating: 5,
      positive: ['Live Shows'],
      negative: ['Too many ads'],
      isSubscriber: true,
      anonymous: false,
    });
    expect(toast.success).toHaveBeenCalledWith('Thanks! Your review has been posted.');

    // The list refetches in the background: the old list stays, no loader.
    await waitFor(() => expect(listCalls).toBe(2));
    expect(screen.getByText('An older review')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    const refetchCall = api.calls.filter((call) => call.url.pathname === '/api/reviews/creator/ada_creates').at(-1)!;
    expect(refetchCall.url.search).toBe('?limit=10&offset=0&sort=recent');
    refetch.resolve(jsonResponse(200, listOf([newReview, oldReview], { count: 2 })));
    expect(await screen.findByText('Wonderful creator, posts every day')).toBeInTheDocument();

    // The creator refetched: new count and bars, and the button is gone.
    await waitFor(() => expect(screen.getByTestId('reviews-count')).toHaveTextContent('2'));
    expect(screen.getByTestId('rating-bar-5')).toHaveAttribute('data-count', '1');
    expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument();

    // The reviews-for-others list was marked for refetch too.
    await act(() => router.navigate('/reviews/for-others'));
    await waitFor(() => expect(myCalls).toBe(2));
  }, 20_000);

  it('shows a field error from the API under its field and stays open', async () => {
    signInAs();
    const user = userEvent.setup();
    serveCreator(
      before,
      olderReviews,
      on('POST', '/api/reviews', () => fieldError('comment', 'Comment is not allowed')),
    );
    await openCreator();
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('radio', { name: '2 stars' }));
    await user.type(dialog.getByLabelText('Your review'), 'Something');
    await user.click(dialog.getByRole('button', { name: 'Post review' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Your review')).toHaveAccessibleDescription('Comment is not allowed'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
