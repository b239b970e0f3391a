import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/toaster/toast';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { useProfileStore } from '@/lib/profile-store';
import { buildCreatorFixture } from './fixtures';
import { apiError, fieldError, jsonResponse, mockFetch } from './http-mocks';
import { currentUrl, formControls, openScreen } from './render-route';
import { buildProfile } from './reset-stores';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

// Whole routes load lazily and the forms type a lot: give a busy machine time.
configure({ asyncUtilTimeout: 5000 });

const session = (profile = buildProfile()) => ({
  accessToken: 'access-new',
  refreshToken: 'refresh-new',
  data: profile,
});

async function openSignIn(url = '/sign-in') {
  const view = await openScreen(url, 'Log in');
  return { ...view, ...formControls(screen, { email: 'Email', password: 'Password' }, 'Log in') };
}

describe('sign-in screen', () => {
  it('validates on every change, shows each message under its field and enables submit only when valid', async () => {
    const user = userEvent.setup();
    const { email, password, submit } = await openSignIn();
    expect(submit).toBeDisabled();

    await user.type(email, 'ada');
    expect(email).toHaveAccessibleDescription('Must be a valid email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(email);
    expect(email).toHaveAccessibleDescription('This field is required');
    await user.type(email, 'ada@example.com');
    expect(email).not.toHaveAccessibleDescription();

    await user.type(password, 'short');
    expect(password).toHaveAccessibleDescription('Must be at least 8 characters');
    await user.type(password, '-and-far-too-long-now');
    expect(password).toHaveAccessibleDescription('Must be at most 20 characters');
    expect(submit).toBeDisabled();
    await user.clear(password);
    await user.type(password, 'right-length');
    expect(password).not.toHaveAccessibleDescription();
    expect(submit).toBeEnabled();
  });

  it('signs in, starts the session and goes to redirectTo; the avatar menu shows the user', async () => {
    const user = userEvent.setup();
    const profile = buildProfile({ name: 'Ada Fan', email: 'ada@example.com', creator: buildCreatorFixture() });
    const fetchMock = mockFetch(() => jsonResponse(200, session(profile)));
    const { email, password, submit, router } = await openSignIn('/sign-in?redirectTo=%2Fabout');

    await user.type(email, '  Ada@Example.com ');
    await user.type(password, 'fanlens-fan1');
    await user.click(submit);

    await screen.findByRole('heading', { level: 1, name: 'About FanLens' });
    expect(currentUrl(router)).toBe('/about');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', password: 'fanlens-fan1' });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'access-new', refreshToken: 'refresh-new' });
    expect(useProfileStore.getState().profile).toEqual(profile);

    await user.click(await screen.findByRole('button', { name: 'Open account menu' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText('Ada Fan')).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Reviews left for me' })).toBeInTheDocument();
  });

  it('keeps submit disabled while the call runs', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { email, password, submit } = await openSignIn('/sign-in?redirectTo=%2Fabout');
    await user.type(email, 'ada@example.com');
    await user.type(password, 'fanlens-fan1');
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse(200, session()));
    await screen.findByRole('heading', { level: 1, name: 'About FanLens' });
  });

  it('shows wrong credentials in the card and as a toast, and stays signed out', async () => {
    const user = userEvent.setup();
    mockFetch(() => apiError(401, 'invalid_credentials', 'Username or password is not correct'));
    const { email, password, submit, router } = await openSignIn();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'wrong-password');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is not correct');
    expect(toast.error).toHaveBeenCalledWith('Username or password is not correct', expect.anything());
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(currentUrl(router)).toBe('/sign-in');
    expect(submit).toBeEnabled();
  });

  it('puts an error that names a field under that field', async () => {
    const user = userEvent.setup();
    mockFetch(() => fieldError('email', 'Too many attempts for this e-mail'));
    const { email, password, submit } = await openSignIn();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'fanlens-fan1');
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Too many attempts for this e-mail'));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('links to forgot password and to sign-up, keeping redirectTo', async () => {
    await openSignIn('/sign-in?redirectTo=%2Fmy-favorites');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up?redirectTo=%2Fmy-favorites',
    );
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    const { password } = await openSignIn();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
