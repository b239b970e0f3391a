import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/toaster/toast';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { useProfileStore } from '@/lib/profile-store';
import { apiError, jsonResponse, mockFetch } from './http-mocks';
import { currentUrl, formControls, openScreen } from './render-route';
import { buildProfile } from './reset-stores';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

// Whole routes load lazily and the forms type a lot: give a busy machine time.
configure({ asyncUtilTimeout: 5000 });

async function openSignUp(url = '/sign-up') {
  const view = await openScreen(url, 'Sign up');
  const labels = { email: 'Email', name: 'Name (optional)', password: 'Password', confirm: 'Confirm password' };
  return { ...view, ...formControls(screen, labels, 'Create account') };
}

describe('sign-up screen', () => {
  it('shows every rule under its field and enables submit only when all hold', async () => {
    const user = userEvent.setup();
    const { email, name, password, confirm, submit } = await openSignUp();
    expect(submit).toBeDisabled();

    await user.type(email, 'not-an-email');
    expect(email).toHaveAccessibleDescription('Must be a valid email');
    await user.clear(email);
    await user.type(email, 'new@example.com');

    await user.type(name, 'Al');
    expect(name).toHaveAccessibleDescription('Must be at least 3 characters');
    await user.click(name);
    await user.paste('x'.repeat(49));
    expect(name).toHaveAccessibleDescription('Must be at most 50 characters');
    await user.clear(name);
    expect(name).not.toHaveAccessibleDescription();

    await user.type(password, 'short');
    expect(password).toHaveAccessibleDescription('Must be at least 8 characters');
    await user.type(password, '-but-ok');
    expect(password).toHaveAccessibleDescription('8 to 20 characters.');

    await user.type(confirm, 'short-but-no');
    expect(confirm).toHaveAccessibleDescription('Your passwords do not match');
    expect(submit).toBeDisabled();
    await user.clear(confirm);
    expect(confirm).toHaveAccessibleDescription('This field is required');
    await user.type(confirm, 'short-but-ok');
    expect(confirm).not.toHaveAccessibleDescription();
    expect(submit).toBeEnabled();

    // Changing the password afterwards re-checks the confirmation.
    await user.type(password, '!');
    expect(confirm).toHaveAccessibleDescription('Your passwords do not match');
    expect(submit).toBeDisabled();
  });

  it('creates the account without a blank name, starts the session and goes to redirectTo', async () => {
    const user = userEvent.setup();
    const profile = buildProfile({ name: 'new', email: 'new@example.com' });
    const fetchMock = mockFetch(() => jsonResponse(200, { accessToken: 'a', refreshToken: 'r', data: profile }));
    const { email, password, confirm, submit, router } = await openSignUp('/sign-up?redirectTo=%2Fabout');
    await user.type(email, 'new@example.com');
    await user.type(password, 'fanlens-new1');
    await user.type(confirm, 'fanlens-new1');
    await user.click(submit);

    await screen.findByRole('heading', { level: 1, name: 'About FanLens' });
    expect(currentUrl(router)).toBe('/about');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'new@example.com', password: 'fanlens-new1' });
    expect(useAuthStore.getState().accessToken).toBe('a');
    expect(useProfileStore.getState().profile).toEqual(profile);
    expect(toast.success).toHaveBeenCalledWith(
      'Welcome to FanLens! We sent a confirmation link to new@example.com: open it to mark your reviews "Confirmed reviewer".',
      expect.objectContaining({ duration: expect.any(Number) }),
    );
    expect(await screen.findByRole('button', { name: 'Open account menu' })).toBeInTheDocument();
  });

  it('sends the name when given', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse(200, { accessToken: 'a', refreshToken: 'r', data: buildProfile() }));
    const { email, name, password, confirm, submit } = await openSignUp('/sign-up?redirectTo=%2Fabout');
    await user.type(email, 'new@example.com');
    await user.type(name, '  Ada Fan ');
    await user.type(password, 'fanlens-new1');
    await user.type(confirm, 'fanlens-new1');
    await user.click(submit);
    await screen.findByRole('heading', { level: 1, name: 'About FanLens' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ name: 'Ada Fan' });
  });

  it('shows a taken e-mail under the e-mail field, without a toast', async () => {
    const user = userEvent.setup();
    mockFetch(() => apiError(409, 'email_taken', 'An account with this e-mail already exists', 'email'));
    const { email, password, confirm, submit } = await openSignUp();
    await user.type(email, 'fan@fanlens.demo');
    await user.type(password, 'fanlens-new1');
    await user.type(confirm, 'fanlens-new1');
    await user.click(submit);

    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this e-mail already exists'));
    expect(toast.error).not.toHaveBeenCalled();
    expect(useAuthStore.getState().accessToken).toBeNull();
    // Editing the e-mail clears the server's message.
    await user.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription();
  });

  it('links to sign-in, keeping redirectTo', async () => {
    await openSignUp('/sign-up?redirectTo=%2Fmy-profile');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/sign-in?redirectTo=%2Fmy-profile',
    );
  });
});
