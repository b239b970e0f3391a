import type { Decision } from '@fanlens/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, mockFetch } from './http-mocks';
import { renderRoute } from './render-route';
import { signInAs } from './reset-stores';
import { apiRoutes, listOf, on } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const decision = (overrides: Partial<Decision> = {}): Decision => ({
  id: 7,
  kind: 'review_hidden',
  status: 'in_force',
  decidedAt: '2026-11-20T10:00:00.000Z',
  rule: { anchor: 'hidden-reviews', path: '/guidelines#hidden-reviews' },
  facts: 'The review was reported 2 times; a moderator read it and found that it breaks the guidelines.',
  reason: 'Shares a phone number.',
  automated: false,
  appealUntil: '2027-05-20T10:00:00.000Z',
  canAppeal: true,
  review: { id: 31 },
  creator: { id: 4, username: 'bo', path: '/bo' },
  appeal: null,
  ...overrides,
});

const notice = (name: RegExp) => screen.getByRole('article', { name });

describe('decisions on /reviews/for-others', () => {
  it('show each statement of reasons with its rule, facts and reason, and file an appeal once', async () => {
    signInAs();
    const user = userEvent.setup();
    let appealed = false;
    const held = decision({
      id: 8,
      kind: 'review_held',
      automated: true,
      reason: null,
      rule: { anchor: 'held-reviews', path: '/guidelines#held-reviews' },
      facts: 'Your review came in a burst of 6 reviews of the page within an hour.',
      canAppeal: false,
      appealUntil: '2026-11-01T10:00:00.000Z',
      creator: { id: 5, username: 'cy', path: '/cy' },
    });
    const api = apiRoutes(
      on('GET', '/api/users/my/decisions', () =>
        jsonResponse(
          200,
          listOf(
            [
              appealed
                ? decision({
                    canAppeal: false,
                    appeal: {
                      id: 3,
                      status: 'open',
                      createdAt: '2026-11-21T09:00:00.000Z',
                      decidedAt: null,
                      outcomeReason: null,
                    },
                  })
                : decision(),
              held,
            ],
            { count: 2, limit: 5 },
          ),
        ),
      ),
      on('POST', '/api/appeals', (call) => {
        if (String((call.body as { text: string }).text).startsWith('short'))
          return apiError(400, 'validation_failed', 'Too short', 'text');
        appealed = true;
        return jsonResponse(201, { id: 3, status: 'open' });
      }),
      on('GET', '/api/reviews/my', () => jsonResponse(200, listOf([], { count: 0 }))),
    );
    mockFetch(api.handler);
    renderRoute('/reviews/for-others');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: '2 decisions about your reviews or pages' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();

    const hidden = notice(/Your review of @bo was hidden by a moderator/);
    expect(within(hidden).getByRole('link', { name: /Your review of @bo/ })).toHaveAttribute('href', '/bo');
    expect(within(hidden).getByText(/Decided by a moderator on/)).toBeInTheDocument();
    expect(within(hidden).getByRole('link', { name: 'Reviews hidden by a moderator' })).toHaveAttribute(
      'href',
      '/guidelines#hidden-reviews',
    );
    expect(within(hidden).getByText(/reported 2 times/)).toBeInTheDocument();
    expect(within(hidden).getByText('Shares a phone number.')).toBeInTheDocument();

    const automated = notice(/Your review of @cy is held by our checks/);
    expect(within(automated).getByText(/Decided by our automated checks on/)).toBeInTheDocument();
    expect(within(automated).getByText(/The time to appeal ended on/)).toBeInTheDocument();
    expect(within(automated).queryByRole('button', { name: 'Appeal this decision' })).not.toBeInTheDocument();

    await user.click(within(hidden).getByRole('button', { name: 'Appeal this decision' }));
    const form = within(hidden).getByRole('form', { name: 'Appeal' });
    const send = within(form).getByRole('button', { name: 'Send appeal' });
    await user.type(within(form).getByLabelText('Why is the decision wrong?'), 'short');
    expect(send).toBeDisabled();
    await user.type(within(form).getByLabelText('Why is the decision wrong?'), ' and a server refusal');
    await user.click(send);
    expect(await within(form).findByText('Too short')).toBeInTheDocument();

    const text = within(form).getByLabelText('Why is the decision wrong?');
    await user.clear(text);
    await user.type(text, 'The number is the creator’s public business line.');
    await user.click(send);
    await waitFor(() =>
      expect(within(notice(/Your review of @bo/)).getByTestId('appeal-state')).toHaveTextContent(/You appealed on/),
    );
    const posted = api.calls.filter((call) => call.method === 'POST');
    expect(posted.at(-1)?.body).toEqual({ decisionId: 7, text: 'The number is the creator’s public business line.' });
    expect(within(notice(/Your review of @bo/)).queryByRole('button', { name: 'Appeal this decision' })).toBeNull();
  }, 20_000);

  it('says when an appeal reversed a decision, and shows no section without decisions', async () => {
    signInAs();
    const reversed = decision({
      status: 'reversed',
      canAppeal: false,
      appeal: {
        id: 3,
        status: 'reversed',
        createdAt: '2026-11-21T09:00:00.000Z',
        decidedAt: '2026-11-22T09:00:00.000Z',
        outcomeReason: 'The number is public.',
      },
    });
    let decisions = [reversed];
    const api = apiRoutes(
      on('GET', '/api/users/my/decisions', () =>
        jsonResponse(200, listOf(decisions, { count: decisions.length, limit: 5 })),
      ),
      on('GET', '/api/reviews/my', () => jsonResponse(200, listOf([], { count: 0 }))),
    );
    mockFetch(api.handler);
    const first = renderRoute('/reviews/for-others');
    const card = await screen.findByRole('article', { name: /Your review of @bo/ }, { timeout: 5000 });
    expect(within(card).getByText(/Reversed on appeal/)).toBeInTheDocument();
    expect(within(card).getByTestId('appeal-state')).toHaveTextContent(/the decision was reversed/);
    expect(within(card).getByText('The number is public.')).toBeInTheDocument();
    first.unmount();

    decisions = [];
    renderRoute('/reviews/for-others');
    await screen.findByRole('heading', { level: 1, name: 'Reviews for others' }, { timeout: 5000 });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url.pathname === '/api/users/my/decisions')).toHaveLength(2),
    );
    expect(screen.queryByRole('heading', { level: 2, name: /decisions? about your/ })).not.toBeInTheDocument();
  }, 20_000);
});
