import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCreators, mockDiscoveryApi, queriesTo } from './discovery-mocks';
import { listOf } from './reviews-fixtures';
import { jsonResponse } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';
import { resetStores, signInAs } from './reset-stores';

// Lazy routes and two shared cores: give the first render more than the default second.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

/** A search API with `total` creators, answering the page its offset asks for. */
function searchApi(total: number) {
  const all = buildCreators(total, (i) => ({ name: `Result ${i + 1}` }));
  return mockDiscoveryApi({
    creators: (query) => {
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 10);
      return listOf(all.slice(offset, offset + limit), { count: total, limit, offset });
    },
  });
}

const search = (url: string) => new URL(url, 'http://localhost').searchParams;
const sidebar = () => within(screen.getByRole('complementary', { name: 'Filters' }));

describe('search page: URL and filters', { timeout: 20_000 }, () => {
  it('reads every filter from the URL and sends them to GET /creators', async () => {
    const fetchMock = searchApi(3);
    renderRoute(
      '/search?search=cosplay&platform=patreon&nsfw=false&rating=4&price=5to15&gender=female&coordinates=52.52,%2013.4&sort=liked&offset=20',
    );
    await screen.findByRole('heading', { level: 1, name: 'Top creators for "cosplay"' });
    await waitFor(() => expect(queriesTo(fetchMock, '/api/creators')).toHaveLength(1));
    const query = queriesTo(fetchMock, '/api/creators')[0]!;
    expect(Object.fromEntries(query)).toEqual({
      search: 'cosplay',
      platform: 'patreon',
      nsfw: 'false',
      rating: '4',
      price: '5to15',
      gender: 'female',
      coordinates: '52.52, 13.4',
      sort: 'liked',
      offset: '20',
      limit: '10',
    });
    const panel = sidebar();
    expect(panel.getByRole('radio', { name: 'Patreon' })).toBeChecked();
    expect(panel.getByRole('radio', { name: '4+' })).toBeChecked();
    expect(panel.getByRole('radio', { name: '$5 to $15' })).toBeChecked();
    expect(panel.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(panel.getByRole('switch', { name: 'View NSFW' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('liked');
    expect(screen.getByRole('searchbox', { name: 'Search creators' })).toHaveValue('cosplay');
  });

  it('defaults: NSFW on, any platform, most relevant, first page; invalid values fall back', async () => {
    const fetchMock = searchApi(3);
    renderRoute('/search?platform=myspace&rating=9&offset=-4&sort=verified');
    await screen.findByRole('heading', { level: 1, name: 'All' });
    const panel = sidebar();
    expect(panel.getByRole('switch', { name: 'View NSFW' })).toBeChecked();
    expect(
      within(panel.getByRole('radiogroup', { name: 'Platform' })).getByRole('radio', { name: 'Any' }),
    ).toBeChecked();
    expect(within(panel.getByRole('radiogroup', { name: 'Rating' })).getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevant');
    await waitFor(() => expect(queriesTo(fetchMock, '/api/creators')).toHaveLength(1));
    expect(Object.fromEntries(queriesTo(fetchMock, '/api/creators')[0]!)).toEqual({ limit: '10', offset: '0' });
  });

  type Step = (user: ReturnType<typeof userEvent.setup>) => Promise<void>;
  const radio =
    (name: string): Step =>
    (user) =>
      user.click(sidebar().getByRole('radio', { name }));
  it.each<[string, Step, string, string]>([
    ['platform', radio('Twitch'), 'platform', 'twitch'],
    ['rating', radio('3+'), 'rating', '3'],
    ['price', radio('Free only'), 'price', 'free'],
    ['gender', radio('Unknown'), 'gender', 'unknown'],
    ['view NSFW', (user) => user.click(sidebar().getByRole('switch', { name: 'View NSFW' })), 'nsfw', 'false'],
    [
      'sort',
      (user) => user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'subscribers'),
      'sort',
      'subscribers',
    ],
  ])('changing %s writes the URL and resets the offset to 0', async (_, step, key, value) => {
    searchApi(40);
    const { router } = renderRoute('/search?search=art&offset=20');
    await screen.findByText('21–30 of 40');
    await step(userEvent.setup());
    await waitFor(() => expect(search(currentUrl(router)).get(key)).toBe(value));
    expect(search(currentUrl(router)).get('offset')).toBeNull();
    expect(search(currentUrl(router)).get('search')).toBe('art');
    expect(await screen.findByText('1–10 of 40')).toBeInTheDocument();
  });

  it('a new search term keeps the filters and goes back to page 1', async () => {
    searchApi(25);
    const { router } = renderRoute('/search?platform=twitch&offset=10');
    await screen.findByRole('heading', { level: 1, name: 'Top Twitch creators' });
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search creators' });
    await user.type(box, 'speedrun{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Top creators for "speedrun"' });
    expect(currentUrl(router)).toBe('/search?search=speedrun&platform=twitch');
  });

  it('the geolocation switch exists only when the browser has geolocation, and sets coordinates', async () => {
    searchApi(2);
    const first = renderRoute('/search');
    await screen.findByRole('heading', { level: 1, name: 'All' });
    expect(screen.queryByRole('switch', { name: 'Use my current location' })).not.toBeInTheDocument();
    first.unmount();

    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 48.856613, longitude: 2.352222 } } as GeolocationPosition),
      },
    });
    const { router } = renderRoute('/search?offset=10');
    await screen.findByRole('heading', { level: 1, name: 'All' });
    await userEvent.click(sidebar().getByRole('switch', { name: 'Use my current location' }));
    await waitFor(() => expect(search(currentUrl(router)).get('coordinates')).toBe('48.8566, 2.3522'));
    expect(search(currentUrl(router)).get('offset')).toBeNull();
    expect(sidebar().getByRole('switch', { name: 'Use my current location' })).toBeChecked();
    await userEvent.click(sidebar().getByRole('switch', { name: 'Use my current location' }));
    await waitFor(() => expect(search(currentUrl(router)).get('coordinates')).toBeNull());
  });

  it('the mobile overlay edits a draft and applies it on Apply', async () => {
    searchApi(30);
    const { router } = renderRoute('/search?offset=20');
    await screen.findByText('21–30 of 30');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.click(dialog.getByRole('radio', { name: 'OnlyFans' }));
    await user.click(dialog.getByRole('radio', { name: '$15 and over' }));
    expect(currentUrl(router)).toBe('/search?offset=20');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe('/search?platform=onlyfans&price=over15');
    expect(screen.getByRole('button', { name: /Filters.*2 filters on/ })).toBeInTheDocument();
  });
});

describe('search page: results and pagination', { timeout: 20_000 }, () => {
  it('shows skeletons while loading, then the cards and the result line', async () => {
    // One pending answer for every call of the list, made before any (under load the skeleton can
    // show before the page asks, and a resolver bound in the call would still be a no-op).
    let release: (response: Response) => void = () => {};
    const answer = new Promise<Response>((resolve) => (release = resolve));
    const all = buildCreators(3, (i) => ({ name: `Result ${i + 1}` }));
    mockDiscoveryApi({ creators: () => answer.then((response) => response.clone()) });
    renderRoute('/search');
    expect(await screen.findByRole('status', { name: 'Loading results' })).toBeInTheDocument();
    release(jsonResponse(200, listOf(all, { count: 3 })));
    expect(await screen.findByText('1–3 of 3')).toBeInTheDocument();
    expect(screen.getAllByTestId('creator-card')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Result 1' })).toHaveAttribute('href', `/${all[0]!.username}`);
  });

  it("shows 'No data' when nothing matches", async () => {
    mockDiscoveryApi({ creators: () => listOf([], { count: 0 }) });
    renderRoute('/search?search=nothing');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByTestId('creator-card')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("offers to add the page searched for under 'No data', to a fan and to a guest alike", async () => {
    mockDiscoveryApi({ creators: () => listOf([], { count: 0 }) });
    signInAs();
    const fan = renderRoute('/search?search=ada%20new');
    const empty = within(await screen.findByTestId('no-data'));
    expect(empty.getByText('No data')).toBeInTheDocument();
    expect(empty.getByText(/Can't find them\?/)).toBeInTheDocument();
    expect(empty.getByRole('link', { name: 'Add their page' })).toHaveAttribute('href', '/add?search=ada+new');
    fan.unmount();

    resetStores();
    const guest = renderRoute('/search?search=ada_new');
    await userEvent.click(await screen.findByRole('link', { name: 'Add their page' }));
    // The add form is for signed-in people: a guest signs in first and comes back.
    await waitFor(() => expect(currentUrl(guest.router)).toBe('/sign-in?redirectTo=%2Fadd%3Fsearch%3Dada_new'));
  });

  it('offers no link without a search text', async () => {
    mockDiscoveryApi({ creators: () => listOf([], { count: 0 }) });
    renderRoute('/search?platform=twitch');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add their page' })).not.toBeInTheDocument();
  });

  it('hides the pagination for a single page', async () => {
    searchApi(10);
    renderRoute('/search');
    await screen.findByText('1–10 of 10');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('pages with Next and Previous by offset, scrolling smoothly to the results', async () => {
    const fetchMock = searchApi(25);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const { router } = renderRoute('/search?platform=patreon');
    await screen.findByText('1–10 of 25');
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(nav.getByText('Page 1 of 3')).toBeInTheDocument();

    await userEvent.click(nav.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('11–20 of 25')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/search?platform=patreon&offset=10');
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21–25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getAllByTestId('creator-card')).toHaveLength(5);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('11–20 of 25')).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/creators').map((query) => query.get('offset'))).toEqual(['0', '10', '20']);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
});

describe('search page: heading and related searches', { timeout: 20_000 }, () => {
  it.each([
    ['/search?category=cozy-games&search=x&platform=twitch', 'Cozy Games'],
    ['/search?category=unknown-thing', 'Unknown Thing'],
    ['/search?search=asmr&platform=onlyfans', 'Top creators for "asmr"'],
    ['/search?platform=onlyfans', 'Top OnlyFans creators'],
    ['/search?rating=5', 'All'],
  ])('%s → %s', async (url, heading) => {
    searchApi(1);
    renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} · FanLens`);
  });

  it('links related categories to their category search and terms to a text search', async () => {
    mockDiscoveryApi({
      creators: () => listOf([]),
      related: [
        { term: 'Fitness', kind: 'category', slug: 'fitness' },
        { term: 'anime', kind: 'tag', slug: null },
      ],
    });
    renderRoute('/search?search=cosplay&platform=onlyfans&nsfw=false');
    const related = within(await screen.findByRole('region', { name: 'Related searches' }));
    expect(related.getByRole('link', { name: 'Fitness' })).toHaveAttribute(
      'href',
      '/search?platform=onlyfans&nsfw=false&category=fitness',
    );
    expect(related.getByRole('link', { name: 'anime' })).toHaveAttribute(
      'href',
      '/search?platform=onlyfans&nsfw=false&search=anime',
    );
  });
});
