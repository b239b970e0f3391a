import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCreatorFixture } from './fixtures';
import { apiError, jsonResponse } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';
import {
  type Call,
  buildReview,
  deferred,
  cardOf,
  listOf,
  on,
  openCreator,
  REVIEWS_PATH,
  serveCreator,
} from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const reviewCalls = (calls: Call[]) => calls.filter((call) => call.url.pathname === REVIEWS_PATH);

describe('creator page: reviews', () => {
  it('shows the header count, the average with "from N reviews" and one bar per star', async () => {
    const creator = buildCreatorFixture({
      reviewsStatistic: { rating: 3.7, reviewCount: 12, ratingBreakdown: { 1: 1, 2: 1, 3: 2, 4: 3, 5: 5 } },
      growthScore: 0,
    });
    await openCreator(creator, () => jsonResponse(200, listOf([buildReview()], { count: 12 })));
    expect(screen.getByRole('heading', { level: 2, name: /^Reviews\W+12$/ })).toBeInTheDocument();
    const summary = screen.getByTestId('rating-summary');
    expect(summary).toHaveTextContent('3.7');
    expect(summary).toHaveTextContent('from 12 reviews');
    expect(screen.getByRole('button', { name: 'Show only 5-star reviews (5)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show only 1-star reviews (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('rating-bar-4')).toHaveAttribute('data-count', '3');
    expect(within(summary).getByRole('link', { name: 'How reviews work' })).toHaveAttribute(
      'href',
      '/guidelines#rating-and-orders',
    );
  }, 15_000);

  it('shows a review card: author reviewed creator, date, stars, comment, tags and the reply', async () => {
    const review = buildReview({
      name: 'Bea Reviewer',
      rating: 5,
      comment: 'Great <b>stuff</b>',
      createdAt: '2024-03-05T10:00:00.000Z',
      positive: ['Quality Content'],
      negative: ['Too many ads'],
      isSubscriber: true,
      reactions: [
        {
          id: 1,
          comment: 'Thanks Bea!',
          name: 'Ada Creates',
          avatar: null,
          createdAt: '2024-04-01T10:00:00.000Z',
          answersEarlierVersion: false,
        },
      ],
    });
    await openCreator(buildCreatorFixture(), () => jsonResponse(200, listOf([review])));
    await screen.findByText('Great <b>stuff</b>');
    const card = cardOf('Great <b>stuff</b>');
    expect(card).toHaveAccessibleName('Bea Reviewer reviewed Ada Creates');
    expect(within(card).getByRole('link', { name: 'Ada Creates' })).toHaveAttribute('href', '/ada_creates');
    expect(within(card).getByText('Mar 5th, 2024')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Liked' })).toHaveTextContent('Quality Content');
    expect(within(card).getByRole('list', { name: 'Disliked' })).toHaveTextContent('Too many ads');
    expect(within(card).getByText('Subscriber')).toBeInTheDocument();
    const reply = within(card).getByTestId('review-reply');
    expect(reply).toHaveTextContent('Ada Creates');
    expect(reply).toHaveTextContent('Apr 1st, 2024');
    expect(reply).toHaveTextContent('Thanks Bea!');
    // Signed out: no helpful toggle, no reply button.
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sorts: Most recent, Most helpful, Most negative, Most positive; a change refetches from the first page', async () => {
    const user = userEvent.setup();
    const recent = [buildReview({ comment: 'Newest one' }), buildReview({ comment: 'Older one' })];
    const helpful = [buildReview({ comment: 'Older one' }), buildReview({ comment: 'Newest one' })];
    const { api, router } = await openCreator(buildCreatorFixture(), (call) =>
      jsonResponse(200, listOf(call.url.searchParams.get('sort') === 'helpful' ? helpful : recent)),
    );
    await screen.findByText('Newest one');
    const select = screen.getByRole('combobox', { name: 'Sort reviews' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Most recent', 'Most helpful', 'Most negative', 'Most positive']);
    expect(select).toHaveValue('recent');
    expect(reviewCalls(api.calls)[0]!.url.search).toBe('?limit=10&offset=0&sort=recent');

    await user.selectOptions(select, 'Most helpful');
    await waitFor(() => {
      const comments = screen
        .getAllByTestId('review-card')
        .map((card) => card.querySelector('.review-card__comment')!.textContent);
      expect(comments).toEqual(['Older one', 'Newest one']);
    });
    expect(reviewCalls(api.calls).at(-1)!.url.search).toBe('?limit=10&offset=0&sort=helpful');
    expect(currentUrl(router)).toBe('/ada_creates?sort=helpful');
  });

  it('pages by 10 with Previous/Next, and hides the pagination for one page', async () => {
    const user = userEvent.setup();
    const { api, router } = await openCreator(buildCreatorFixture(), (call) => {
      const offset = Number(call.url.searchParams.get('offset'));
      return jsonResponse(200, listOf([buildReview({ comment: `Page at ${offset}` })], { count: 25, offset }));
    });
    await screen.findByText('Page at 0');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page at 10')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/ada_creates?offset=10');
    expect(reviewCalls(api.calls).at(-1)!.url.searchParams.get('offset')).toBe('10');
  });

  it('shows no pagination for a single page', async () => {
    await openCreator(buildCreatorFixture(), () => jsonResponse(200, listOf([buildReview({ comment: 'Only one' })])));
    await screen.findByText('Only one');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('creator page: a link to one review', () => {
  it('shows the review the link names first, whatever page it stands on; a new sort leaves it', async () => {
    const user = userEvent.setup();
    const creator = buildCreatorFixture();
    const linked = buildReview({ id: 77, comment: 'The one the mail linked to' });
    const api = serveCreator(
      creator,
      () => jsonResponse(200, listOf([buildReview({ comment: 'Newest on the page' })], { count: 30 })),
      on('GET', '/api/reviews/77', () => jsonResponse(200, linked)),
    );
    const { router } = renderRoute(`/${creator.username}#review-77`);
    const region = await screen.findByRole('region', { name: 'The review you followed' }, { timeout: 5000 });
    expect(region).toHaveAttribute('id', 'review-77');
    expect(await within(region).findByText('The one the mail linked to')).toBeInTheDocument();
    expect(await screen.findByText('Newest on the page')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort reviews' }), 'Most helpful');
    await waitFor(() => expect(currentUrl(router)).toBe(`/${creator.username}?sort=helpful`));
    expect(screen.queryByRole('region', { name: 'The review you followed' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.pathname === '/api/reviews/77')).toHaveLength(1);
  });

  it('says so when the review is no longer shown', async () => {
    const creator = buildCreatorFixture();
    serveCreator(
      creator,
      () => jsonResponse(200, listOf([])),
      on('GET', '/api/reviews/78', () => apiError(404, 'not_found', 'Review not found')),
    );
    renderRoute(`/${creator.username}#review-78`);
    const region = await screen.findByRole('region', { name: 'The review you followed' }, { timeout: 5000 });
    expect(
      await within(region).findByText('The review you followed is no longer shown on this page.'),
    ).toBeInTheDocument();
  });
});

describe('review card: helpful toggle', () => {
  it('is only for signed-in users who are not the author', async () => {
    signInAs(buildProfile({ id: 7 }));
    await openCreator(buildCreatorFixture(), () =>
      jsonResponse(
        200,
        listOf([
          buildReview({ userId: 7, comment: 'Mine' }),
          buildReview({ userId: 8, comment: 'Theirs', helpfulCount: 2 }),
        ]),
      ),
    );
    await screen.findByText('Mine');
    expect(within(cardOf('Mine')).queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    expect(within(cardOf('Theirs')).getByRole('button', { name: 'Helpful 2' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('flips at once, keeps the answer, and unmarks with DELETE', async () => {
    signInAs();
    const user = userEvent.setup();
    const patch = deferred<Response>();
    const { api } = await openCreator(
      buildCreatorFixture(),
      () => jsonResponse(200, listOf([buildReview({ id: 5, comment: 'Useful one', helpfulCount: 2 })])),
      on('PATCH', '/api/reviews/helpful/5', () => patch.promise),
      on('DELETE', '/api/reviews/helpful/5', () => jsonResponse(200, { helpful: false, helpfulCount: 2 })),
    );
    await screen.findByText('Useful one');
    const card = cardOf('Useful one');
    await user.click(within(card).getByRole('button', { name: 'Helpful 2' }));
    // Optimistic: pressed with the new count before the answer.
    expect(within(card).getByRole('button', { name: 'Helpful 3' })).toHaveAttribute('aria-pressed', 'true');
    patch.resolve(jsonResponse(200, { helpful: true, helpfulCount: 3 }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Helpful 3' })).not.toHaveAttribute('aria-busy'),
    );

    await user.click(within(card).getByRole('button', { name: 'Helpful 3' }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Helpful 2' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(
      api.calls.filter((call) => call.url.pathname === '/api/reviews/helpful/5').map((call) => call.method),
    ).toEqual(['PATCH', 'DELETE']);
  });

  it('goes back when the call fails', async () => {
    signInAs();
    const user = userEvent.setup();
    await openCreator(
      buildCreatorFixture(),
      () => jsonResponse(200, listOf([buildReview({ id: 6, comment: 'Disputed', helpfulCount: 1 })])),
      on('PATCH', '/api/reviews/helpful/6', () => apiError(403, 'forbidden', 'No')),
    );
    await screen.findByText('Disputed');
    const card = cardOf('Disputed');
    await user.click(within(card).getByRole('button', { name: 'Helpful 1' }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Helpful 1' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('goes back when the call answers nothing', async () => {
    signInAs();
    const user = userEvent.setup();
    const patch = deferred<Response>();
    await openCreator(
      buildCreatorFixture(),
      () => jsonResponse(200, listOf([buildReview({ id: 9, comment: 'Quiet', helpfulCount: 0 })])),
      on('PATCH', '/api/reviews/helpful/9', () => patch.promise),
    );
    await screen.findByText('Quiet');
    const card = cardOf('Quiet');
    await user.click(within(card).getByRole('button', { name: 'Helpful 0' }));
    expect(within(card).getByRole('button', { name: 'Helpful 1' })).toHaveAttribute('aria-pressed', 'true');
    patch.resolve(new Response(null, { status: 200 }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Helpful 0' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });
});

describe('creator page: replies on the own page', () => {
  it("gives the page's verified creator a Reply button; the reply refetches the list", async () => {
    const creator = buildCreatorFixture({ verified: true });
    signInAs(buildProfile({ id: 2, creator }));
    const user = userEvent.setup();
    let replied = false;
    const review = buildReview({ id: 12, comment: 'Please post more', userId: 9 });
    const { api } = await openCreator(
      creator,
      () =>
        jsonResponse(
          200,
          listOf([
            replied
              ? {
                  ...review,
                  reactions: [
                    {
                      id: 1,
                      comment: 'Will do!',
                      name: 'Ada Creates',
                      avatar: null,
                      createdAt: '2024-04-01T10:00:00.000Z',
                    },
                  ],
                }
              : review,
          ]),
        ),
      on('PATCH', '/api/reviews/reaction/12', () => {
        replied = true;
        return jsonResponse(200, review);
      }),
    );
    await screen.findByText('Please post more');
    await user.click(within(cardOf('Please post more')).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to review' });
    await user.type(within(dialog).getByLabelText('Your reply'), 'Will do!');
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Will do!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')!.body).toEqual({ comment: 'Will do!' });
    expect(within(cardOf('Please post more')).getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
  });
});
