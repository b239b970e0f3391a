import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/toaster/toast';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { apiError, authHeader, fieldError, jsonResponse, mockFetch } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

// Whole routes load lazily and the forms type a lot: give a busy machine time.
configure({ asyncUtilTimeout: 5000 });

describe('forgot-password screen', () => {
  it('checks the e-mail on every change and sends the link with a success notice', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true }));
    renderRoute('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
    const email = screen.getByLabelText('Email');
    const submit = screen.getByRole('button', { name: 'Send reset link' });
    expect(submit).toBeDisabled();

    await user.type(email, 'fan@');
    expect(email).toHaveAccessibleDescription('Must be a valid email');
    await user.clear(email);
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(submit).toBeDisabled();
    await user.type(email, 'Fan@Fanlens.demo');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByRole('status')).toHaveTextContent('The password reset link has been sent successfully.');
    expect(toast.success).toHaveBeenCalledWith('The password reset link has been sent successfully.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/forgot-password');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'fan@fanlens.demo' });
  });

  it('toasts a failure without a field and shows no notice', async () => {
    const user = userEvent.setup();
    mockFetch(() => apiError(429, 'rate_limited', 'Too many requests'));
    renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'fan@fanlens.demo');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many requests', expect.anything()));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('links back to sign-in', async () => {
    renderRoute('/forgot-password');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/sign-in');
  });
});

describe('reset-password screen', () => {
  it('explains a link without a token and offers a new one', async () => {
    renderRoute('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    expect(screen.getByRole('alert')).toHaveTextContent('The password reset link has no token');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('validates both fields, sets the password with the token as bearer and goes to sign-in with a notice', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true }));
    const { router } = renderRoute('/reset-password?token=reset-token-1');
    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    const submit = screen.getByRole('button', { name: 'Set new password' });
    expect(submit).toBeDisabled();

    await user.type(password, 'abc');
    expect(password).toHaveAccessibleDescription('Must be at least 8 characters');
    await user.type(password, 'defgh');
    await user.type(confirm, 'abcdefgX');
    expect(confirm).toHaveAccessibleDescription('Your passwords do not match');
    expect(submit).toBeDisabled();
    await user.clear(confirm);
    await user.type(confirm, 'abcdefgh');
    expect(submit).toBeEnabled();
    await user.click(submit);

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentUrl(router)).toBe('/sign-in');
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/set-password');
    expect(authHeader(init)).toBe('Bearer reset-token-1');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'abcdefgh' });
    expect(useAuthStore.getState().accessToken).toBeNull();
  });

  it('shows an expired link with a way to ask for a new one', async () => {
    const user = userEvent.setup();
    mockFetch(() => fieldError('token', 'This reset link is invalid or has expired'));
    renderRoute('/reset-password?token=old');
    await user.type(await screen.findByLabelText('New password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link is invalid or has expired');
    expect(within(alert).getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
