import type { ListingPreview } from '@fanlens/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toaster/toast';
import { buildCreatorFixture } from './fixtures';
import { apiError, fieldError, jsonResponse, mockFetch } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';
import { signInAs } from './reset-stores';
import { apiRoutes, noReviews, on, type Route } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const URL_MESSAGE = 'Must be the address of a profile on OnlyFans, Patreon or Twitch (https://onlyfans.com/name…)';

/** Every link absent, as the API sends a page without any. */
const noLinks = buildCreatorFixture().links;

function buildPreview(overrides: Partial<ListingPreview> = {}): ListingPreview {
  return {
    platform: 'onlyfans',
    username: 'Ada_New',
    source: 'platform',
    name: 'Ada New',
    bio: '<p>Daily photo sets &amp; <strong>weekly</strong> streams</p>',
    url: 'https://onlyfans.com/Ada_New',
    media: { avatar: '/uploads/creators/0123456789abcdef0123456789abcdef.webp' },
    counters: { subscribers: 1200, likes: 54000, posts: 310, photos: null, videos: null },
    links: {
      ...noLinks,
      instagram: 'https://instagram.com/ada_new',
      youtube: 'javascript:alert(1)',
    },
    price: 999,
    promoPrice: null,
    promoOff: null,
    nsfw: true,
    ...overrides,
  };
}

const created = buildCreatorFixture({
  id: 77,
  username: 'Ada_New',
  name: 'Ada New',
  verified: false,
  verifiedAt: null,
});

/** The add API (preview and add answer as given), the new page's details and reviews; records every call. */
function mockAddApi(answers: { preview?: Route; add?: Route } = {}) {
  const api = apiRoutes(
    answers.preview ?? on('POST', '/api/creators/preview', () => jsonResponse(200, buildPreview())),
    answers.add ?? on('POST', '/api/creators', () => jsonResponse(201, created)),
    on('GET', `/api/creators/details/${created.username}`, () => jsonResponse(200, created)),
    on('GET', `/api/reviews/creator/${created.username}`, noReviews),
  );
  const fetchMock = mockFetch(api.handler);
  return { ...api, fetchMock };
}

async function openAdd(url = '/add') {
  signInAs();
  const view = renderRoute(url);
  await screen.findByRole('heading', { level: 1, name: 'Add a creator page' }, { timeout: 5000 });
  return view;
}

const button = (name: 'Preview' | 'Add page') => screen.getByRole('button', { name });
const byUsername = () => userEvent.click(screen.getByRole('radio', { name: 'By platform and username' }));
const postsTo = (calls: ReturnType<typeof mockAddApi>['calls'], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === path);

describe('/add: the form', () => {
  it('sends a guest to sign-in and back, with the address kept', async () => {
    mockAddApi();
    const { router } = renderRoute('/add?search=ada');
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in?redirectTo=%2Fadd%3Fsearch%3Dada'));
  });

  it('checks the profile address on change, with the message under the field', async () => {
    const user = userEvent.setup();
    mockAddApi();
    await openAdd();
    const url = screen.getByLabelText('Profile address');
    expect(button('Preview')).toBeDisabled();
    await user.type(url, 'https://example.com/someone');
    expect(url).toHaveAccessibleDescription(URL_MESSAGE);
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(button('Preview')).toBeDisabled();
    await user.clear(url);
    await user.type(url, 'https://onlyfans.com/Ada_New');
    expect(url).toHaveAccessibleDescription('The address of their profile on OnlyFans, Patreon or Twitch.');
    expect(button('Preview')).toBeEnabled();
  });

  it('checks the username once the platform is chosen, with the messages under the fields', async () => {
    const user = userEvent.setup();
    mockAddApi();
    await openAdd();
    await byUsername();
    const username = screen.getByLabelText('Username');
    await user.type(username, 'ab');
    expect(button('Preview')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Patreon' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription('Must be at least 3 characters'));
    await user.clear(username);
    await user.type(username, 'has space');
    expect(username).toHaveAccessibleDescription('Use only letters, numbers, dots, dashes and underscores');
    await user.clear(username);
    expect(username).toHaveAccessibleDescription('Enter the username of the page on its platform');
    await user.type(username, '@ada_new');
    expect(button('Preview')).toBeEnabled();
  });

  it.each([
    ['/add?platform=twitch&username=ada_new', 'username', 'Twitch', 'ada_new', true],
    ['/add?search=ada_new', 'username', null, 'ada_new', false],
    ['/add?search=red%20hair', 'username', null, '', false],
  ])('fills itself in from %s', async (url, mode, platform, username, ready) => {
    mockAddApi();
    await openAdd(url);
    expect(screen.getByRole('radio', { name: 'By platform and username' })).toBeChecked();
    expect(mode).toBe('username');
    if (platform) expect(screen.getByRole('radio', { name: platform })).toBeChecked();
    else
      for (const name of ['OnlyFans', 'Patreon', 'Twitch'])
        expect(screen.getByRole('radio', { name })).not.toBeChecked();
    expect(screen.getByLabelText('Username')).toHaveValue(username);
    await waitFor(() => expect(button('Preview')).toHaveProperty('disabled', !ready));
  });

  it('takes a profile address searched for as the address', async () => {
    mockAddApi();
    await openAdd(`/add?search=${encodeURIComponent('https://www.patreon.com/c/ada_new')}`);
    expect(screen.getByRole('radio', { name: 'By its profile address' })).toBeChecked();
    expect(screen.getByLabelText('Profile address')).toHaveValue('https://www.patreon.com/c/ada_new');
    await waitFor(() => expect(button('Preview')).toBeEnabled());
  });
});

describe('/add: preview and save', () => {
  it('previews what was read, then saves the page and opens it', async () => {
    const user = userEvent.setup();
    const { calls, fetchMock } = mockAddApi();
    const { router } = await openAdd('/add?platform=onlyfans&username=Ada_New');
    await waitFor(() => expect(button('Preview')).toBeEnabled());
    await user.click(button('Preview'));

    const preview = within(await screen.findByTestId('listing-preview'));
    const heading = preview.getByRole('heading', { name: 'What FanLens will list' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(postsTo(calls, '/api/creators/preview').map((call) => call.body)).toEqual([
      { platform: 'onlyfans', username: 'Ada_New' },
    ]);
    expect(postsTo(calls, '/api/creators')).toHaveLength(0);
    expect(preview.getByText('Ada New')).toBeInTheDocument();
    expect(preview.getByText('@Ada_New')).toBeInTheDocument();
    expect(preview.getByText('OnlyFans')).toBeInTheDocument();
    expect(preview.getByText('18+')).toBeInTheDocument();
    expect(preview.getByTestId('preview-subscribers')).toHaveTextContent('Fans1,200');
    expect(preview.getByTestId('preview-likes')).toHaveTextContent('Likes54,000');
    expect(preview.queryByTestId('preview-photos')).not.toBeInTheDocument();
    expect(preview.getByTestId('preview-price')).toHaveTextContent('Price$9.99');
    // The bio as plain text: no markup, entities decoded.
    expect(preview.getByTestId('preview-bio').innerHTML).toBe('Daily photo sets &amp; weekly streams');
    expect(preview.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://instagram.com/ada_new');
    expect(preview.queryByRole('link', { name: /YouTube/ })).not.toBeInTheDocument();
    expect(preview.getByRole('link', { name: /Open the profile on OnlyFans/ })).toHaveAttribute(
      'href',
      'https://onlyfans.com/Ada_New',
    );
    expect(screen.queryByText(/FanLens does not read this platform/)).not.toBeInTheDocument();

    await user.click(button('Add page'));
    await screen.findByRole('heading', { level: 1, name: /Ada New/ });
    expect(currentUrl(router)).toBe('/Ada_New');
    const [add] = postsTo(calls, '/api/creators');
    expect(add?.body).toEqual({ platform: 'onlyfans', username: 'Ada_New' });
    const init = fetchMock.mock.calls.find(
      ([url, request]) => url === '/api/creators' && request?.method === 'POST',
    )?.[1];
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(toast.success).toHaveBeenCalledWith('@Ada_New is on FanLens now');
  });

  it('asks for a new preview when the page named changes', async () => {
    const user = userEvent.setup();
    const { calls } = mockAddApi();
    await openAdd('/add?platform=onlyfans&username=Ada_New');
    await waitFor(() => expect(button('Preview')).toBeEnabled());
    await user.click(button('Preview'));
    await screen.findByTestId('listing-preview');
    await user.type(screen.getByLabelText('Username'), 'x');
    expect(screen.queryByTestId('listing-preview')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add page' })).not.toBeInTheDocument();
    await user.click(button('Preview'));
    await screen.findByTestId('listing-preview');
    expect(postsTo(calls, '/api/creators/preview').map((call) => call.body)).toEqual([
      { platform: 'onlyfans', username: 'Ada_New' },
      { platform: 'onlyfans', username: 'Ada_Newx' },
    ]);
  });

  it('lets the person type name and bio when FanLens does not read the platform, and sends them', async () => {
    const user = userEvent.setup();
    const typed = buildPreview({
      platform: 'patreon',
      source: 'typed',
      name: 'Ada_New',
      bio: '',
      media: { avatar: null },
      counters: { subscribers: null, likes: null, posts: null, photos: null, videos: null },
      links: noLinks,
      price: null,
      nsfw: false,
    });
    const { calls } = mockAddApi({ preview: on('POST', '/api/creators/preview', () => jsonResponse(200, typed)) });
    await openAdd('/add?platform=patreon&username=Ada_New');
    await waitFor(() => expect(button('Preview')).toBeEnabled());
    await user.click(button('Preview'));
    const preview = within(await screen.findByTestId('listing-preview'));
    expect(
      preview.getByText('FanLens does not read this platform: the page will show what you typed'),
    ).toBeInTheDocument();
    expect(preview.getByText('No bio yet')).toBeInTheDocument();
    expect(preview.getByTestId('preview-price')).toHaveTextContent('PriceNot given');

    const name = screen.getByLabelText('Name');
    await user.type(name, 'A');
    expect(name).toHaveAccessibleDescription('Must be at least 2 characters');
    expect(button('Add page')).toBeDisabled();
    await user.type(name, 'da Typed');
    await user.type(screen.getByLabelText('Bio'), 'Comics every Friday');
    expect(preview.getByText('Ada Typed')).toBeInTheDocument();
    expect(preview.getByTestId('preview-bio')).toHaveTextContent('Comics every Friday');

    await user.click(button('Add page'));
    await waitFor(() => expect(postsTo(calls, '/api/creators')).toHaveLength(1));
    expect(postsTo(calls, '/api/creators')[0]!.body).toEqual({
      platform: 'patreon',
      username: 'Ada_New',
      name: 'Ada Typed',
      bio: 'Comics every Friday',
    });
  });
});

describe('/add: refusals', () => {
  const previewAnswers = (answer: () => Response) => ({ preview: on('POST', '/api/creators/preview', answer) });

  it.each([
    [
      'already_listed',
      () => ({
        ...apiErrorBody(409, 'already_listed', '@ada on OnlyFans is already on FanLens', 'username'),
        location: '/ada',
      }),
      '/ada',
    ],
    [
      'username_taken',
      () => ({
        ...apiErrorBody(
          409,
          'username_taken',
          'The FanLens page @ada is a Twitch page: a page of another platform cannot have the same name yet',
          'username',
        ),
        location: '/creators/search',
      }),
      '/creators/search',
    ],
  ])('%s: the message with a link to the page there is', async (_, body, location) => {
    const user = userEvent.setup();
    const answer = body();
    mockAddApi(previewAnswers(() => jsonResponse(409, answer)));
    await openAdd('/add?platform=onlyfans&username=ada');
    await waitFor(() => expect(button('Preview')).toBeEnabled());
    await user.click(button('Preview'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(answer.message);
    expect(within(alert).getByRole('link', { name: 'Open the page' })).toHaveAttribute('href', location);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('listing-preview')).not.toBeInTheDocument();
  });

  it.each([
    ['page_removed', 409, 'This creator page has been removed from FanLens at the request of its owner'],
    ['rate_limited', 429, 'Too many attempts. Try again in 3 hours.'],
    ['platform_unavailable', 503, 'OnlyFans could not be read right now: try again in a minute'],
  ])('%s: the message above the button, without a link', async (code, status, message) => {
    const user = userEvent.setup();
    mockAddApi(previewAnswers(() => apiError(status, code, message, code === 'rate_limited' ? undefined : 'username')));
    await openAdd('/add?platform=onlyfans&username=ada');
    await waitFor(() => expect(button('Preview')).toBeEnabled());
    await user.click(button('Preview'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    // Trying again is for the person to decide: the button stays.
    expect(button('Preview')).toBeEnabled();
  });

  it('profile_not_found: the message under the username, focused, until it changes', async () => {
    const user = userEvent.setup();
    mockAddApi(
      previewAnswers(() =>
        apiError(422, 'profile_not_found', 'We could not find @nobody_here on OnlyFans', 'username'),
      ),
    );
    await openAdd('/add?platform=onlyfans&username=nobody_here');
    await waitFor(() => expect(button('Preview')).toBeEnabled());
    await user.click(button('Preview'));
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAccessibleDescription('We could not find @nobody_here on OnlyFans'));
    expect(username).toHaveFocus();
    expect(button('Preview')).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(username, '2');
    expect(username).toHaveAccessibleDescription('Their username on that platform, with or without @.');
    expect(button('Preview')).toBeEnabled();
  });

  it('profile_not_found for an address: the message under the address', async () => {
    const user = userEvent.setup();
    mockAddApi(
      previewAnswers(() => apiError(422, 'profile_not_found', 'We could not find @nobody_here on Twitch', 'url')),
    );
    await openAdd();
    const url = screen.getByLabelText('Profile address');
    await user.type(url, 'twitch.tv/nobody_here');
    await user.click(button('Preview'));
    await waitFor(() => expect(url).toHaveAccessibleDescription('We could not find @nobody_here on Twitch'));
  });

  it('a refused platform goes under the platform choice', async () => {
    const user = userEvent.setup();
    mockAddApi(previewAnswers(() => fieldError('platform', 'Choose the platform of the page')));
    await openAdd('/add?platform=twitch&username=ada');
    await waitFor(() => expect(button('Preview')).toBeEnabled());
    await user.click(button('Preview'));
    const group = screen.getByRole('radiogroup', { name: 'Platform' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('Choose the platform of the page'));
    expect(screen.getByRole('radio', { name: 'Twitch' })).toHaveFocus();
  });

  it('a refused save (added meanwhile) shows above Add page, the preview kept', async () => {
    const user = userEvent.setup();
    const { router } = await openAddWith({
      add: on('POST', '/api/creators', () =>
        jsonResponse(409, {
          ...apiErrorBody(409, 'already_listed', '@Ada_New on OnlyFans is already on FanLens', 'username'),
          location: '/Ada_New',
        }),
      ),
    });
    await user.click(button('Preview'));
    await screen.findByTestId('listing-preview');
    await user.click(button('Add page'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('@Ada_New on OnlyFans is already on FanLens');
    expect(screen.getByTestId('listing-preview')).toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: 'Open the page' }));
    await screen.findByRole('heading', { level: 1, name: /Ada New/ });
    expect(currentUrl(router)).toBe('/Ada_New');
  });
});

function apiErrorBody(statusCode: number, code: string, message: string, field?: string) {
  return { statusCode, code, message, ...(field ? { field } : {}) };
}

async function openAddWith(answers: { preview?: Route; add?: Route }) {
  mockAddApi(answers);
  const view = await openAdd('/add?platform=onlyfans&username=Ada_New');
  await waitFor(() => expect(button('Preview')).toBeEnabled());
  return view;
}
