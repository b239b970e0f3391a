import type { ModeratedAppeal } from '@fanlens/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from './http-mocks';
import { renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';
import { apiRoutes, listOf, on } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function appealOf(id: number, moderatorId: number | null): ModeratedAppeal {
  return {
    id,
    status: 'open',
    createdAt: '2026-11-21T09:00:00.000Z',
    decidedAt: null,
    outcomeReason: null,
    text: `Appeal ${id}: the number is the creator's public business line.`,
    appellant: { id: 40 + id, name: `Fan ${id}` },
    decision: {
      id: 100 + id,
      kind: 'review_hidden',
      status: 'in_force',
      decidedAt: '2026-11-20T10:00:00.000Z',
      rule: { anchor: 'hidden-reviews', path: '/guidelines#hidden-reviews' },
      facts: 'The review was reported 2 times.',
      reason: 'Shares a phone number.',
      automated: false,
      appealUntil: '2027-05-20T10:00:00.000Z',
      review: { id: 31 },
      creator: { id: 4, username: 'bo', path: '/bo' },
      moderatorId,
    },
  };
}

describe('/moderation?tab=appeals', () => {
  it('counts what waits on the tabs, shows each appeal with its decision, and reverses with a reason', async () => {
    signInAs(buildProfile({ id: 7, moderator: true }));
    const user = userEvent.setup();
    let open = [appealOf(1, 5), appealOf(2, 7)];
    const api = apiRoutes(
      on('GET', '/api/moderation/appeals', (call) =>
        jsonResponse(200, call.url.searchParams.get('status') === 'open' ? listOf(open) : listOf([])),
      ),
      on('GET', '/api/moderation/reports', () => jsonResponse(200, listOf([], { count: 12 }))),
      on('GET', '/api/moderation/cases', () => jsonResponse(200, listOf([], { count: 0 }))),
      on('POST', '/api/moderation/appeals/1/decide', () => {
        open = open.slice(1);
        return jsonResponse(200, { id: 1, status: 'reversed', restored: true });
      }),
    );
    mockFetch(api.handler);
    renderRoute('/moderation?tab=appeals');
    const items = await screen.findAllByTestId('appeal-item', undefined, { timeout: 5000 });
    expect(items).toHaveLength(2);
    const tabs = within(screen.getByRole('group', { name: 'Show' }));
    await waitFor(() =>
      expect(tabs.getByRole('button', { name: /^Appeals\W+2$/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(tabs.getByRole('button', { name: /^Open\sreports\W+12$/ })).toBeInTheDocument();
    expect(tabs.getByRole('button', { name: /^Held\scases\W+0$/ })).toBeInTheDocument();
    // The removal requests' queue did not answer: its tab says nothing rather than a wrong count.
    expect(tabs.getByRole('button', { name: /^Removal requests$/ })).toBeInTheDocument();

    const first = within(screen.getByRole('article', { name: 'Appeal 1' }));
    expect(first.getByText(/Fan 1 appealed on/)).toBeInTheDocument();
    expect(first.getByText(/Appeal 1: the number is/)).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Reviews hidden by a moderator' })).toHaveAttribute(
      'href',
      '/guidelines#hidden-reviews',
    );
    expect(first.getByText('Shares a phone number.')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '@bo' })).toHaveAttribute('href', '/bo');

    // The decision of the signed-in moderator: another decides its appeal.
    const own = within(screen.getByRole('article', { name: 'Appeal 2' }));
    expect(own.getByText('You took this decision: another moderator decides its appeal.')).toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();

    await user.click(first.getByRole('button', { name: 'Reverse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reverse the decision' }));
    const submit = dialog.getByRole('button', { name: 'Reverse' });
    expect(submit).toBeDisabled();
    await user.type(dialog.getByLabelText('Reason'), 'A public business number is not personal data.');
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByTestId('appeal-item')).toHaveLength(1));
    const posted = api.calls.find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({ outcome: 'reverse', reason: 'A public business number is not personal data.' });
    await waitFor(() => expect(tabs.getByRole('button', { name: /^Appeals\W+1$/ })).toBeInTheDocument());
  }, 20_000);
});
