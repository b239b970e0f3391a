import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/toaster/toast';
import { describe, expect, it, vi } from 'vitest';
import { fieldError, jsonResponse, mockFetch, notFound } from './http-mocks';
import { formControls, renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

// Whole routes load lazily and the forms type a lot: give a busy machine time.
configure({ asyncUtilTimeout: 5000 });

function mockApi(onChange: (body: unknown) => Response) {
  return mockFetch((url, init) => {
    if (url === '/api/users/my') return jsonResponse(200, buildProfile());
    if (url === '/api/auth/change-password') return onChange(JSON.parse(String(init.body)));
    return notFound();
  });
}

async function openPasswordCard() {
  signInAs();
  renderRoute('/my-profile');
  const card = within(await screen.findByRole('region', { name: 'Change password' }));
  return { card, ...formControls(card, { current: 'Current password', next: 'New password' }, 'Change password') };
}

describe('account page: change password', () => {
  it('validates both fields on every change and enables submit only when valid', async () => {
    const user = userEvent.setup();
    mockApi(() => jsonResponse(200, { success: true }));
    const { current, next, submit } = await openPasswordCard();
    expect(submit).toBeDisabled();
    await user.type(current, 'short');
    expect(current).toHaveAccessibleDescription('Must be at least 8 characters');
    await user.clear(current);
    expect(current).toHaveAccessibleDescription('This field is required');
    await user.type(current, 'fanlens-fan1');
    await user.click(next);
    await user.paste('x'.repeat(21));
    expect(next).toHaveAccessibleDescription('Must be at most 20 characters');
    expect(submit).toBeDisabled();
    await user.clear(next);
    await user.type(next, 'fanlens-fan2');
    expect(submit).toBeEnabled();
  });

  it('shows a wrong current password under its field, without a toast', async () => {
    const user = userEvent.setup();
    mockApi(() => fieldError('oldPassword', 'The current password is not correct'));
    const { current, next, submit } = await openPasswordCard();
    await user.type(current, 'not-my-password');
    await user.type(next, 'fanlens-fan2');
    await user.click(submit);
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not correct'));
    expect(toast.error).not.toHaveBeenCalled();
    expect(next).toHaveValue('fanlens-fan2');
  });

  it('changes the password, says so and empties the form', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockApi((body) => {
      sent.push(body);
      return jsonResponse(200, { success: true });
    });
    const { card, current, next, submit } = await openPasswordCard();
    await user.type(current, 'fanlens-fan1');
    await user.type(next, 'fanlens-fan2');
    await user.click(submit);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The password has been successfully changed.'));
    expect(card.getByRole('status')).toHaveTextContent('The password has been successfully changed.');
    expect(sent).toEqual([{ oldPassword: 'fanlens-fan1', newPassword: 'fanlens-fan2' }]);
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(submit).toBeDisabled();
  });
});
