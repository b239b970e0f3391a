import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useProfileStore } from '@/lib/profile-store';
import type { Creator } from '@/types/api';
import { buildCreatorFixture } from './fixtures';
import { apiError, jsonResponse, mockFetch, notFound } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';

const unverified = buildCreatorFixture({ username: 'Ada_Creates', verified: false, verifiedAt: null });
const verified = buildCreatorFixture({ username: 'Ada_Creates', verified: true });
const newPage = buildCreatorFixture({
  id: 52,
  username: 'New_Creator',
  name: 'New Creator',
  platform: 'twitch',
  url: 'https://twitch.example/New_Creator',
  verified: false,
  verifiedAt: null,
  reviewsStatistic: { rating: 0, reviewCount: 0, ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  growthScore: 0,
});
const link = (username: string) => `${window.location.origin}/${username}?v=K7QM2X`;
const EXPIRES_AT = '2030-05-04T00:00:00.000Z';

/**
 * The details lookup knows `creators`; the text is built for them (or `onText` answers);
 * POST /verification answers `onVerify`, POST /creators `onAdd`.
 */
function mockVerificationApi(
  onVerify: (body: { username: string }) => Response | Promise<Response>,
  creators: Creator[] = [unverified],
  onText?: () => Response,
  onAdd?: (body: { platform: string; username: string }) => Response,
) {
  return mockFetch((url, init) => {
    if (url === '/api/creators' && init.method === 'POST' && onAdd) return onAdd(JSON.parse(String(init.body)));
    const text = /^\/api\/verification\/text\?username=([^&]+)$/.exec(url);
    if (text) {
      if (onText) return onText();
      const found = creators.find((c) => c.username === decodeURIComponent(text[1]));
      if (!found) return notFound('Creator not found');
      const bioLink = link(found.username);
      return jsonResponse(200, { text: `check out my review ${bioLink}`, link: bioLink, expiresAt: EXPIRES_AT });
    }
    const details = /^\/api\/creators\/details\/([^?]+)$/.exec(url);
    if (details) {
      const found = creators.find((c) => c.username.toLowerCase() === decodeURIComponent(details[1]).toLowerCase());
      return found ? jsonResponse(200, found) : notFound('Creator not found');
    }
    if (url === '/api/verification' && init.method === 'POST') return onVerify(JSON.parse(String(init.body)));
    if (url === '/api/users/my') return jsonResponse(200, useProfileStore.getState().profile);
    return notFound('Creator not found');
  });
}

async function openVerification(url = '/verification') {
  signInAs(buildProfile());
  const view = renderRoute(url);
  await screen.findByRole('heading', { level: 1, name: 'Get verified' }, { timeout: 5000 });
  return {
    ...view,
    username: screen.getByLabelText('Creator username'),
    verify: screen.getByRole('button', { name: 'Verify' }),
    text: () => screen.getByTestId('verification-text'),
  };
}

describe('verification form', () => {
  it('shows the four steps, validates the username under the field and generates the text to copy', async () => {
    const user = userEvent.setup();
    mockVerificationApi(() => jsonResponse(500, {}));
    const { username, verify, text } = await openVerification();
    const steps = within(screen.getByRole('list', { name: 'Verification steps' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      '1. Enter your username',
      '2. Copy this text',
      '3. Put it in your bio',
      '4. Press verify',
    ]);
    expect(verify).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy the text for your bio' })).toBeDisabled();

    await user.type(username, 'ab');
    expect(username).toHaveAccessibleDescription('Must be at least 3 characters');
    expect(verify).toBeDisabled();
    await user.clear(username);
    expect(username).toHaveAccessibleDescription('This field is required');
    await user.paste('x'.repeat(51));
    expect(username).toHaveAccessibleDescription('Must be at most 50 characters');
    await user.clear(username);
    await user.type(username, 'ada_creates');

    expect(verify).toBeEnabled();
    // The page is looked up: the text for its canonical username, with the account's code, comes
    // from the API; its platform goes into step 3.
    expect(await screen.findByTestId('creator-preview')).toHaveTextContent('@Ada_Creates');
    await waitFor(() => expect(text()).toHaveValue(`check out my review ${link('Ada_Creates')}`));
    expect(screen.getByText(/The code in this link works until May \d/)).toBeInTheDocument();
    expect(
      screen.getByText('Open your OnlyFans profile, paste the text into your bio and save it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open my OnlyFans profile/ })).toHaveAttribute('href', unverified.url);

    await user.click(screen.getByRole('button', { name: 'Copy the text for your bio' }));
    expect(await navigator.clipboard.readText()).toBe(`check out my review ${link('Ada_Creates')}`);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  }, 15_000);

  it('selects the text for manual copying when the clipboard is not available', async () => {
    const user = userEvent.setup();
    mockVerificationApi(() => jsonResponse(500, {}));
    const { username, text } = await openVerification();
    await user.type(username, 'ada_creates');
    await screen.findByTestId('creator-preview');
    await waitFor(() => expect(text()).not.toHaveValue(''));
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the text for your bio' }));
    expect(await screen.findByText(/The text is selected/)).toBeInTheDocument();
    const box = text() as HTMLTextAreaElement;
    expect(box.selectionEnd - box.selectionStart).toBe(box.value.length);
  });

  it('says that an unknown page does not exist, beneath the field, and keeps verify disabled', async () => {
    const user = userEvent.setup();
    const fetchMock = mockVerificationApi(() => jsonResponse(500, {}));
    const { username, verify } = await openVerification();
    await user.type(username, 'nobody_here');
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription('There is no creator page with this username on FanLens.'),
    );
    expect(verify).toBeDisabled();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/verification')).toBe(false);
  });

  it('says beneath the username that a page the user reviewed cannot be claimed, and keeps verify disabled', async () => {
    const user = userEvent.setup();
    const refusal = { statusCode: 409, code: 'reviewed_own_page', message: 'Reviewed', field: 'username' };
    mockVerificationApi(
      () => jsonResponse(409, refusal),
      [unverified],
      () => jsonResponse(409, refusal),
    );
    const { username, verify } = await openVerification();
    await user.type(username, 'Ada_Creates');
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(
        'You have reviewed this page, and creators cannot review their own page, so it cannot be claimed by this account.',
      ),
    );
    expect(verify).toBeDisabled();
  });
});

describe('verification outcomes', () => {
  it("waits with 'Please wait for verification results', then shows success and sets the profile's creator", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockVerificationApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { username, verify, router } = await openVerification();
    await user.type(username, 'Ada_Creates');
    await user.click(verify);

    expect(await screen.findByText('Please wait for verification results')).toBeVisible();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/verification')!;
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'Ada_Creates' });
    answer(jsonResponse(200, { success: true, creator: verified }));

    await screen.findByRole('heading', { level: 1, name: 'Verification Complete!' });
    expect(currentUrl(router)).toBe('/verification/success');
    expect(screen.getByText('Your account is now linked to your creator page and verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/my-profile');
    expect(screen.getByRole('link', { name: 'View my page' })).toHaveAttribute('href', '/Ada_Creates');
    expect(useProfileStore.getState().profile?.creator).toEqual(verified);
  });

  it("shows the failure, and 'Try again' returns to the form with the username kept", async () => {
    const user = userEvent.setup();
    mockVerificationApi(() => jsonResponse(200, { success: false, creator: null, reason: 'link_not_found' }));
    const { username, verify, router } = await openVerification();
    await user.type(username, 'Ada_Creates');
    await user.click(verify);

    await screen.findByRole('heading', { level: 1, name: 'Verification Failed' });
    expect(currentUrl(router)).toBe('/verification/error');
    expect(
      screen.getByText('We could not detect the link in your bio. Our team has been informed and will look into it.'),
    ).toBeInTheDocument();
    expect(useProfileStore.getState().profile?.creator).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Get verified' });
    expect(currentUrl(router)).toBe('/verification');
    expect(screen.getByLabelText('Creator username')).toHaveValue('Ada_Creates');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
  });

  it.each([
    [
      'too many tries',
      () => apiError(429, 'rate_limited', 'Too many attempts. Try again in 40 minutes.'),
      'Too many attempts. Try again in 40 minutes.',
    ],
    ['an unknown page', () => notFound('Creator not found'), null],
  ])(
    'leads a refused submit (%s) to the error page with its message, and back to the form',
    async (_, answer, message) => {
      const user = userEvent.setup();
      mockVerificationApi(answer);
      const { username, verify, router } = await openVerification();
      await user.type(username, 'Ada_Creates');
      await waitFor(() => expect(verify).toBeEnabled());
      await user.click(verify);

      await screen.findByRole('heading', { level: 1, name: 'Verification Failed' });
      expect(currentUrl(router)).toBe('/verification/error');
      const alert = screen.getByRole('alert');
      if (message) expect(alert).toHaveTextContent(message);
      else expect(alert.textContent).not.toBe('');
      expect(screen.queryByText(/Our team has been informed/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByLabelText('Creator username')).toHaveValue('Ada_Creates');
    },
  );

  it('names why the platform could not be read when it was not the missing link', async () => {
    const user = userEvent.setup();
    mockVerificationApi(() => jsonResponse(200, { success: false, creator: null, reason: 'timeout' }));
    const { username, verify } = await openVerification();
    await user.type(username, 'Ada_Creates');
    await user.click(verify);
    expect(await screen.findByText('Details: the platform took too long to answer.')).toBeInTheDocument();
  });

  it('shows a creator that they are verified instead of the form', async () => {
    signInAs(buildProfile({ creator: verified }));
    mockVerificationApi(() => jsonResponse(500, {}));
    renderRoute('/verification');
    expect(await screen.findByRole('heading', { name: 'You are verified' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Creator username')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my page' })).toHaveAttribute('href', '/Ada_Creates');
  });

  it('sends a non-creator who opens the success screen directly to the form', async () => {
    signInAs(buildProfile());
    mockVerificationApi(() => jsonResponse(500, {}));
    const { router } = renderRoute('/verification/success');
    await screen.findByRole('heading', { level: 1, name: 'Get verified' });
    expect(currentUrl(router)).toBe('/verification');
  });
});

describe('verifying a page that is not on FanLens yet', () => {
  it('adds the page in place (its platform chosen there) and goes on with the same username', async () => {
    const user = userEvent.setup();
    const creators: Creator[] = [];
    const added: unknown[] = [];
    mockVerificationApi(
      () => jsonResponse(200, { success: true, creator: { ...newPage, verified: true } }),
      creators,
      undefined,
      (body) => {
        added.push(body);
        creators.push(newPage);
        return jsonResponse(201, newPage);
      },
    );
    const { username, verify, text, router } = await openVerification();
    await user.type(username, 'new_creator');
    const offer = within(await screen.findByTestId('add-page-offer'));
    expect(username).toHaveAccessibleDescription('There is no creator page with this username on FanLens.');
    expect(offer.getByText('This page is not on FanLens yet: add it and continue verifying')).toBeInTheDocument();
    const submit = offer.getByRole('button', { name: 'Add the page and continue' });
    expect(submit).toBeDisabled();
    await user.click(offer.getByRole('radio', { name: 'Twitch' }));
    await user.click(submit);

    const notice = await screen.findByText('@New_Creator is on FanLens now. Go on with step 2.');
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
    expect(added).toEqual([{ platform: 'twitch', username: 'new_creator' }]);
    expect(screen.queryByTestId('add-page-offer')).not.toBeInTheDocument();
    expect(screen.getByTestId('creator-preview')).toHaveTextContent('@New_Creator');
    expect(username).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(text()).toHaveValue(`check out my review ${link('New_Creator')}`));
    expect(screen.getByText('Open your Twitch profile, paste the text into your bio and save it.')).toBeInTheDocument();

    await user.click(verify);
    await screen.findByRole('heading', { level: 1, name: 'Verification Complete!' });
    expect(currentUrl(router)).toBe('/verification/success');
  });

  it('shows a refusal of the add in place, and keeps the offer', async () => {
    const user = userEvent.setup();
    mockVerificationApi(
      () => jsonResponse(500, {}),
      [],
      undefined,
      () => apiError(422, 'profile_not_found', 'We could not find @new_creator on Patreon', 'username'),
    );
    const { username, verify } = await openVerification();
    await user.type(username, 'new_creator');
    const offer = within(await screen.findByTestId('add-page-offer'));
    await user.click(offer.getByRole('radio', { name: 'Patreon' }));
    await user.click(offer.getByRole('button', { name: 'Add the page and continue' }));
    const alert = await offer.findByRole('alert');
    expect(alert).toHaveTextContent('We could not find @new_creator on Patreon');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(verify).toBeDisabled();
    // Another platform: the refusal goes, the person tries again.
    await user.click(offer.getByRole('radio', { name: 'OnlyFans' }));
    expect(offer.queryByRole('alert')).not.toBeInTheDocument();
  });
});
