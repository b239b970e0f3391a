import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/toaster/toast';
import { useAuthStore } from '@/lib/auth-store';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, fieldError, jsonResponse, mockFetch, notFound } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

configure({ asyncUtilTimeout: 5000 });

const session = (id: string, overrides: object = {}) => ({
  id,
  browser: 'Firefox 128',
  system: 'Windows 10',
  place: null,
  firstUsedAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-27T18:30:00.000Z',
  expiresAt: '2027-02-18T10:00:00.000Z',
  current: false,
  ...overrides,
});

const leaving = buildProfile({ email: 'leaving@example.com' });

function mockApi(onDelete: (body: unknown) => Response) {
  let sessions = [
    session('11111111-1111-4111-8111-111111111111', { browser: 'Chrome 131', system: 'Linux', current: true }),
    session('22222222-2222-4222-8222-222222222222'),
  ];
  return mockFetch((url, init) => {
    if (url === '/api/users/my' && init.method === 'DELETE') return onDelete(JSON.parse(String(init.body)));
    if (url === '/api/users/my') return jsonResponse(200, leaving);
    if (url === '/api/users/my/notifications')
      return jsonResponse(200, { replies: true, newReviews: true, moderation: true });
    if (url === '/api/users/my/sessions' && init.method === 'GET') return jsonResponse(200, { results: sessions });
    if (url.startsWith('/api/users/my/sessions/') && init.method === 'DELETE') {
      sessions = sessions.filter((item) => !url.endsWith(item.id));
      return jsonResponse(200, { ended: 1 });
    }
    return notFound();
  });
}

describe('account page: sessions', () => {
  it('lists the devices with this one marked, the place unknown, and ends another one', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(() => jsonResponse(200, { success: true }));
    signInAs();
    renderRoute('/my-profile');
    const card = within(await screen.findByRole('region', { name: 'Your sessions' }));
    const items = await card.findAllByTestId('account-session');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome 131 on Linux');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('Place: unknown');
    expect(within(items[0]).queryByRole('button')).toBeNull();
    await user.click(card.getByRole('button', { name: 'End the session of Firefox 128 on Windows 10' }));
    await waitFor(() => expect(card.getAllByTestId('account-session')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/users/my/sessions/22222222')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('The session has been ended.');
    expect(card.getByText('Only this device is signed in.')).toBeInTheDocument();
  });
});

describe('account page: delete my account', () => {
  async function openDialog() {
    const user = userEvent.setup();
    signInAs(leaving);
    const view = renderRoute('/my-profile');
    const card = within(await screen.findByRole('region', { name: 'Delete my account' }));
    await user.click(card.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    return { user, dialog, router: view.router };
  }

  it('says what is deleted, and shows a wrong password under the field', async () => {
    mockApi(() => fieldError('password', 'The password is not correct'));
    const { user, dialog } = await openDialog();
    const list = dialog.getByTestId('delete-account-list');
    expect(list).toHaveTextContent('leaving@example.com');
    expect(list).toHaveTextContent('your reviews, hidden ones too');
    expect(list).toHaveTextContent('every session');
    const password = dialog.getByLabelText('Password');
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(password, 'not-my-password');
    await user.click(confirm);
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is not correct'));
    expect(toast.error).not.toHaveBeenCalled();
    expect(useAuthStore.getState().accessToken).toBe('access-1');
  });

  it('deletes with the password, signs out and goes home', async () => {
    const bodies: unknown[] = [];
    mockApi((body) => {
      bodies.push(body);
      return jsonResponse(200, { success: true });
    });
    const { user, dialog, router } = await openDialog();
    await user.type(dialog.getByLabelText('Password'), 'fanlens-fan1');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(bodies).toEqual([{ password: 'fanlens-fan1' }]);
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Your account has been deleted.');
  });
});
