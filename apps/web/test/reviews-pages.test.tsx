import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCreatorFixture } from './fixtures';
import { apiError, jsonResponse, mockFetch } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';
import { apiRoutes, buildReview, listOf, on } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const cardOf = (comment: string) => screen.getByText(comment).closest('article')!;

describe('/reviews/for-others', () => {
  it('is where /reviews leads, and lists the reviews the user wrote with the creator names', async () => {
    signInAs(buildProfile({ id: 1, name: 'Ada Fan' }));
    const api = apiRoutes(
      on('GET', '/api/reviews/my', () =>
        jsonResponse(
          200,
          listOf(
            [
              buildReview({
                userId: 1,
                name: 'Ada Fan',
                creatorName: 'Bo Streams',
                creatorUsername: 'bo',
                comment: 'Bo is great',
              }),
              buildReview({
                userId: 1,
                name: 'Ada Fan',
                creatorName: null,
                creatorUsername: 'cy',
                comment: 'Cy is fine',
              }),
            ],
            { count: 2 },
          ),
        ),
      ),
    );
    mockFetch(api.handler);
    const { router } = renderRoute('/reviews');
    await screen.findByRole('heading', { level: 1, name: 'Reviews for others' }, { timeout: 5000 });
    expect(currentUrl(router)).toBe('/reviews/for-others');
    await screen.findByText('Bo is great');
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    expect(within(cardOf('Bo is great')).getByRole('link', { name: 'Bo Streams' })).toHaveAttribute('href', '/bo');
    expect(within(cardOf('Cy is fine')).getByRole('link', { name: '@cy' })).toHaveAttribute('href', '/cy');
    // Own reviews: no helpful toggle, no reply, no report; Edit and Delete instead.
    const buttons = await within(cardOf('Bo is great')).findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Edit', 'Delete']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.url.pathname === '/api/reviews/my')!.url.search).toBe('?limit=10&offset=0');
  }, 15_000);

  it('pages with ?offset and shows an empty state', async () => {
    signInAs();
    const user = userEvent.setup();
    const api = apiRoutes(
      on('GET', '/api/reviews/my', (call) => {
        const offset = Number(call.url.searchParams.get('offset'));
        return jsonResponse(200, listOf([buildReview({ comment: `Mine at ${offset}` })], { count: 12, offset }));
      }),
    );
    mockFetch(api.handler);
    const { router } = renderRoute('/reviews/for-others');
    await screen.findByText('Mine at 0', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Mine at 10')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/reviews/for-others?offset=10');
  });

  it('says so when the user has not reviewed anyone', async () => {
    signInAs();
    mockFetch(apiRoutes(on('GET', '/api/reviews/my', () => jsonResponse(200, listOf([])))).handler);
    renderRoute('/reviews/for-others');
    expect(await screen.findByText('You have not reviewed anyone yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find creators' })).toHaveAttribute('href', '/search');
  });
});

describe('/reviews/left-for-me', () => {
  const creator = buildCreatorFixture({ username: 'ada_creates', verified: true });

  it('lists the reviews with their replies, a Reply button each, and a link to the page', async () => {
    signInAs(buildProfile({ id: 2, creator }));
    const replied = buildReview({
      comment: 'Answered one',
      reactions: [
        {
          id: 3,
          comment: 'Thank you!',
          name: 'Ada Creates',
          avatar: null,
          createdAt: '2024-04-01T10:00:00.000Z',
          answersEarlierVersion: false,
        },
      ],
    });
    mockFetch(
      apiRoutes(
        on('GET', '/api/reviews/my-creator', () =>
          jsonResponse(200, listOf([buildReview({ comment: 'Open one' }), replied])),
        ),
      ).handler,
    );
    renderRoute('/reviews/left-for-me');
    await screen.findByText('Open one', {}, { timeout: 5000 });
    expect(within(cardOf('Open one')).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(within(cardOf('Answered one')).getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
    expect(within(cardOf('Answered one')).getByTestId('review-reply')).toHaveTextContent('Thank you!');
    expect(screen.getByRole('link', { name: 'View your page' })).toHaveAttribute('href', '/ada_creates');
  });

  it('replies through the dialog (3 to 1000 characters), closes, and refetches the list', async () => {
    signInAs(buildProfile({ id: 2, creator }));
    const user = userEvent.setup();
    let reply: string | null = null;
    const review = buildReview({ id: 21, comment: 'Could you post more?' });
    const api = apiRoutes(
      on('GET', '/api/reviews/my-creator', () =>
        jsonResponse(
          200,
          listOf([
            reply
              ? {
                  ...review,
                  reactions: [
                    {
                      id: 1,
                      comment: reply,
                      name: 'Ada Creates',
                      avatar: null,
                      createdAt: '2024-04-01T10:00:00.000Z',
                      answersEarlierVersion: false,
                    },
                  ],
                }
              : review,
          ]),
        ),
      ),
      on('PATCH', '/api/reviews/reaction/21', (call) => {
        reply = (call.body as { comment: string }).comment;
        return jsonResponse(200, review);
      }),
    );
    mockFetch(api.handler);
    renderRoute('/reviews/left-for-me');
    await screen.findByText('Could you post more?', {}, { timeout: 5000 });
    await user.click(within(cardOf('Could you post more?')).getByRole('button', { name: 'Reply' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Reply to review' }));
    const field = dialog.getByLabelText('Your reply');
    const submit = dialog.getByRole('button', { name: 'Post reply' });
    expect(submit).toBeDisabled();
    await user.type(field, 'ok');
    expect(field).toHaveAccessibleDescription('Must be at least 3 characters');
    expect(dialog.getByText('2 / 1000')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(field, ' then, every Friday!');
    expect(field).not.toHaveAccessibleDescription();
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'PATCH')!.body).toEqual({ comment: 'ok then, every Friday!' });
    expect(await screen.findByText('ok then, every Friday!')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.pathname === '/api/reviews/my-creator')).toHaveLength(2);

    // Editing starts from the current reply.
    await user.click(within(cardOf('Could you post more?')).getByRole('button', { name: 'Edit reply' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit your reply' }));
    expect(edit.getByLabelText('Your reply')).toHaveValue('ok then, every Friday!');
    await user.click(edit.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 15_000);

  it('explains a 403 (the page is not verified any more)', async () => {
    signInAs(buildProfile({ id: 2, creator }));
    mockFetch(apiRoutes(on('GET', '/api/reviews/my-creator', () => apiError(403, 'forbidden', 'Forbidden'))).handler);
    renderRoute('/reviews/left-for-me');
    expect(
      await screen.findByText(
        'Only the verified creator of a page can see the reviews left for it.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
