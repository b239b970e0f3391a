import type { ModerationLogEntry, RemovalRequest } from '@fanlens/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fieldError, jsonResponse, mockFetch } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';
import { apiRoutes, listOf, on } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const REASON = 'This is my old page and I closed that account.';

describe('about page: request removal of a page', () => {
  it('checks the fields, shows the server’s field error under the page, then thanks with the request number', async () => {
    const user = userEvent.setup();
    let first = true;
    const api = apiRoutes(
      on('POST', '/api/removal-requests', () => {
        if (first) {
          first = false;
          return fieldError('page', 'No creator page matches this link or username');
        }
        return jsonResponse(201, { id: 42, status: 'open', createdAt: '2026-11-20T10:00:00.000Z' });
      }),
    );
    mockFetch(api.handler);
    renderRoute('/about');
    const form = within(await screen.findByRole('form', { name: 'Removal request' }, { timeout: 5000 }));
    expect(screen.getByRole('heading', { name: 'Request removal of a page' })).toBeInTheDocument();
    const submit = form.getByRole('button', { name: 'Send request' });
    expect(submit).toBeDisabled();

    await user.type(form.getByLabelText('Creator page'), 'https://fanlens.example/nobody');
    await user.type(form.getByLabelText('Your e-mail'), 'not-an-address');
    await user.type(form.getByLabelText('Why should the page be removed?'), 'short');
    expect(await form.findByText('Must be a valid email')).toBeInTheDocument();
    expect(form.getByText('Must be at least 10 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(form.getByLabelText('Your e-mail'));
    await user.type(form.getByLabelText('Your e-mail'), 'owner@example.com');
    await user.type(form.getByLabelText('Why should the page be removed?'), ' — I closed that account.');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await form.findByText('No creator page matches this link or username')).toBeInTheDocument();
    expect(form.getByLabelText('Creator page')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(form.getByLabelText('Creator page'));
    await user.type(form.getByLabelText('Creator page'), 'ruby58');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await form.findByText(/Your request number is #42/)).toBeInTheDocument();
    expect(form.getByLabelText('Creator page')).toHaveValue('');
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      page: 'ruby58',
      email: 'owner@example.com',
      reason: 'short — I closed that account.',
    });
  });

  it('is linked from the footer', async () => {
    mockFetch(apiRoutes().handler);
    renderRoute('/about');
    const footer = within(await screen.findByRole('contentinfo', undefined, { timeout: 5000 }));
    expect(footer.getByRole('link', { name: 'Request removal of a page' })).toHaveAttribute(
      'href',
      '/about#request-removal',
    );
  });
});

describe('creator page: removed', () => {
  it('goes to the error page with status 410 and says the page was removed', async () => {
    mockFetch(() => apiError(410, 'page_removed', 'This creator page has been removed'));
    const { router } = renderRoute('/gone_creator');
    const page = await screen.findByTestId('error-page', undefined, { timeout: 5000 });
    expect(within(page).getByText('410')).toBeInTheDocument();
    expect(
      within(page).getByText('This creator page has been removed from FanLens at the request of its owner.'),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toMatch(/^\/error\?status=410&/);
  });
});

function removal(overrides: Partial<RemovalRequest> = {}): RemovalRequest {
  return {
    id: 7,
    creator: { id: 11, username: 'ruby58', name: 'Ruby', platform: 'onlyfans', verified: true, removedAt: null },
    email: 'owner@example.com',
    reason: REASON,
    status: 'open',
    openForPage: 2,
    decidedAt: null,
    decisionNote: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

describe('/moderation: removal requests', () => {
  it('lists open requests; Remove page sends the note; Decline too; decided ones offer Restore page; the log names the page', async () => {
    signInAs(buildProfile({ moderator: true }));
    const user = userEvent.setup();
    const open = removal();
    const decided = removal({
      id: 8,
      status: 'accepted',
      decisionNote: 'Owner confirmed',
      decidedAt: '2026-11-21T10:00:00.000Z',
      creator: { ...open.creator, removedAt: '2026-11-21T10:00:00.000Z' },
    });
    const entry: ModerationLogEntry = {
      id: 2,
      action: 'remove_page',
      moderator: { id: 3, name: 'Mo Derator' },
      moderatorPseudonym: null,
      authorPseudonym: null,
      caseId: null,
      reviewCount: null,
      reviewId: null,
      creator: { id: 11, username: 'ruby58' },
      reason: 'Owner confirmed',
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    const api = apiRoutes(
      on('GET', '/api/moderation/removal-requests', (call) =>
        jsonResponse(200, listOf(call.url.searchParams.get('status') === 'resolved' ? [decided] : [open])),
      ),
      on('POST', /\/api\/moderation\/removal-requests\/7\/(accept|decline)$/, (call) =>
        jsonResponse(200, {
          id: 7,
          status: call.url.pathname.endsWith('accept') ? 'accepted' : 'declined',
          decided: 1,
        }),
      ),
      on('POST', '/api/moderation/creators/11/restore', () =>
        jsonResponse(200, { id: 11, username: 'ruby58', removed: false }),
      ),
      on('GET', '/api/moderation/log', () => jsonResponse(200, listOf([entry]))),
      on('GET', '/api/moderation/reports', () => jsonResponse(200, listOf([]))),
    );
    mockFetch(api.handler);
    const { router } = renderRoute('/moderation?tab=removals');
    const card = within(await screen.findByTestId('removal-item', undefined, { timeout: 5000 }));
    expect(card.getByRole('link', { name: 'Ruby' })).toHaveAttribute('href', '/ruby58');
    expect(card.getByText(/Asked .* by owner@example.com/)).toBeInTheDocument();
    expect(card.getByText(/2 open requests for this page/)).toBeInTheDocument();
    expect(card.getByText(REASON)).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Remove page' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove @ruby58' }));
    await user.type(dialog.getByLabelText('Note to the requester (optional)'), 'Owner confirmed');
    await user.click(dialog.getByRole('button', { name: 'Remove page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.url.pathname.endsWith('/accept'))?.body).toEqual({ note: 'Owner confirmed' });

    await user.click(card.getByRole('button', { name: 'Decline' }));
    const decline = within(await screen.findByRole('dialog', { name: 'Decline the request for @ruby58' }));
    await user.click(decline.getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(api.calls.some((call) => call.url.pathname.endsWith('/decline'))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Decided removals' }));
    expect(currentUrl(router)).toBe('/moderation?tab=removals-decided');
    const done = within(await screen.findByTestId('removal-item'));
    expect(done.getByText('Page removed')).toBeInTheDocument();
    expect(done.getByText('Note to the requester: Owner confirmed')).toBeInTheDocument();
    expect(done.queryByRole('link', { name: 'Ruby' })).not.toBeInTheDocument();
    await user.click(done.getByRole('button', { name: 'Restore page' }));
    await waitFor(() => expect(api.calls.some((call) => call.url.pathname.endsWith('/restore'))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Log' }));
    const row = (await screen.findByText('Mo Derator')).closest('tr')!;
    expect(row).toHaveTextContent('Removed · page @ruby58');
  });
});
