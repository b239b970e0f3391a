import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Creator } from '@/types/api';
import { buildCreatorFixture } from './fixtures';
import { NO_HISTORY } from './growth-fixtures';
import { apiError, jsonResponse, mockFetch, notFound } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';
import { buildReview, listOf, openCreator } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

/** The creator's page with one review (or these). */
const openPage = (creator: Creator, reviews = listOf([buildReview()])) =>
  openCreator(creator, () => jsonResponse(200, reviews));

describe('creator page: left card', () => {
  it('shows avatar, @username, name, rating with stars, and N/A for missing stats', async () => {
    await openPage(
      buildCreatorFixture({
        counters: { likes: 1520, photos: null, posts: 3, videos: null, subscribers: 25_711 },
        reviewsStatistic: { rating: 4.5, reviewCount: 2, ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } },
        growthScore: 0,
      }),
    );
    expect(screen.getByText('@ada_creates')).toBeInTheDocument();
    const rating = screen.getByTestId('creator-rating');
    expect(within(rating).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(rating).toHaveTextContent('4.5(2 reviews)');
    expect(screen.getByTestId('stat-likes')).toHaveTextContent('Likes1.5K');
    expect(screen.getByTestId('stat-photos')).toHaveTextContent('PhotosN/A');
    expect(screen.getByTestId('stat-posts')).toHaveTextContent('Posts3');
    expect(screen.getByTestId('stat-videos')).toHaveTextContent('VideosN/A');
    expect(screen.getByTestId('stat-subscribers')).toHaveTextContent('Fans25.7K');
    expect(document.title).toBe('Ada Creates (@ada_creates) reviews · FanLens');
  }, 15_000);

  it('shows every stat as N/A when the platform gives none', async () => {
    await openPage(
      buildCreatorFixture({ counters: { likes: null, photos: null, posts: null, videos: null, subscribers: null } }),
    );
    for (const stat of ['likes', 'photos', 'posts', 'videos', 'subscribers']) {
      expect(screen.getByTestId(`stat-${stat}`)).toHaveTextContent('N/A');
    }
  });
});

describe('creator page: right card', () => {
  it('shows the price in dollars with 2 decimals', async () => {
    await openPage(buildCreatorFixture({ price: 999 }));
    expect(screen.getByTestId('creator-price')).toHaveTextContent('$9.99');
  });

  it("shows 'free' at zero", async () => {
    await openPage(buildCreatorFixture({ price: 0 }));
    expect(screen.getByTestId('creator-price')).toHaveTextContent('free');
  });

  it('shows a promotion as the promo price, the struck price and the percent off', async () => {
    await openPage(buildCreatorFixture({ price: 1500, promoPrice: 1050, promoOff: 30 }));
    const price = screen.getByTestId('creator-price');
    expect(price).toHaveTextContent('$10.50');
    expect(price).toHaveTextContent('$15.00');
    expect(price).toHaveTextContent('30% off');
  });

  it('shows N/A when there is no price', async () => {
    await openPage(buildCreatorFixture({ price: null, promoPrice: null }));
    expect(screen.getByTestId('creator-price')).toHaveTextContent('N/A');
  });

  it("links 'View on the platform' in a new tab, without opener", async () => {
    await openPage(buildCreatorFixture());
    const link = screen.getByRole('link', { name: /^View on the platform/ });
    expect(link).toHaveAttribute('href', 'https://onlyfans.example/ada_creates');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows only the social links that are present', async () => {
    const creator = buildCreatorFixture();
    creator.links = { ...creator.links, instagram: 'https://instagram.com/ada', youtube: 'https://youtube.com/@ada' };
    creator.links.twitter = 'javascript:alert(1)';
    await openPage(creator);
    const links = within(screen.getByRole('region', { name: 'Links' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Instagram', 'YouTube']);
    expect(links[0]).toHaveAttribute('href', 'https://instagram.com/ada');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('renders the bio through an allowlist: formatting kept, scripts, handlers and bad links dropped', async () => {
    await openPage(
      buildCreatorFixture({
        bio:
          '<p onclick="alert(1)">Hi, I am <b>Ada</b> <img src=x onerror="alert(2)"></p>' +
          '<script>alert(3)</script><p><a href="javascript:alert(4)">bad</a> <a href="https://ada.example">site</a></p>',
      }),
    );
    const bio = screen.getByTestId('creator-bio');
    expect(bio.innerHTML).not.toMatch(/onclick|onerror|script|<img|javascript:/i);
    expect(within(bio).getByText('Ada').tagName).toBe('STRONG');
    expect(within(bio).queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    expect(within(bio).getByText('bad')).toBeInTheDocument();
    const site = within(bio).getByRole('link', { name: 'site' });
    expect(site).toHaveAttribute('href', 'https://ada.example/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site.getAttribute('rel')).toContain('noopener');
  });

  it('renders the bio as stored (escaped text, lists, line breaks) with its characters, not its entities', async () => {
    await openPage(
      buildCreatorFixture({
        bio:
          '<p>Tips &amp; tricks &lt;3 "quoted"<br />next line</p><ul><li>one</li><li>two</li></ul>' +
          '<p><a href="https://ada.example/?a=1&amp;b=2">query</a></p>',
      }),
    );
    const bio = screen.getByTestId('creator-bio');
    expect(bio).toHaveTextContent('Tips & tricks <3 "quoted"');
    expect(bio.querySelector('br')).not.toBeNull();
    expect(
      within(bio)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
    expect(within(bio).getByRole('link', { name: 'query' })).toHaveAttribute('href', 'https://ada.example/?a=1&b=2');
  });

  it('links tags and categories to a search; the tag action opens a search for signed-in users', async () => {
    signInAs();
    const user = userEvent.setup();
    const { router } = await openPage(
      buildCreatorFixture({ tags: ['cosplay'], categories: [{ id: 3, name: 'Gaming', slug: 'gaming', icon: '🎮' }] }),
    );
    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: '#cosplay' })).toHaveAttribute('href', '/search?search=cosplay');
    expect(within(tags).getByRole('link', { name: /Gaming/ })).toHaveAttribute('href', '/search?category=gaming');

    await user.click(within(tags).getByRole('button', { name: 'Search a tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find creators by tag' });
    const submit = within(dialog).getByRole('button', { name: 'Search' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Tag'), 'x');
    expect(within(dialog).getByLabelText('Tag')).toHaveAccessibleDescription('Must be at least 2 characters');
    await user.type(within(dialog).getByLabelText('Tag'), ' fitness');
    await user.clear(within(dialog).getByLabelText('Tag'));
    await user.type(within(dialog).getByLabelText('Tag'), '  fitness ');
    await user.click(submit);
    await waitFor(() => expect(currentUrl(router)).toBe('/search?search=fitness'));
  });

  it('shows no favorite toggle, tag action or review button to signed-out visitors', async () => {
    await openPage(buildCreatorFixture({ tags: ['cosplay'] }));
    expect(screen.queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search a tag' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to write a review' })).toHaveAttribute(
      'href',
      '/sign-in?redirectTo=%2Fada_creates',
    );
  });

  it("shows no favorite toggle and no review button on the user's own page", async () => {
    const creator = buildCreatorFixture();
    signInAs(buildProfile({ creator }));
    await openPage(creator);
    expect(screen.getByText('This is your page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument();
  });
});

describe('creator page: not found', () => {
  it('goes to the error page with status 404 and a not-found message', async () => {
    mockFetch(() => notFound('Creator not found'));
    const { router } = renderRoute('/nobody_here');
    const page = await screen.findByTestId('error-page');
    expect(within(page).getByText('404')).toBeInTheDocument();
    expect(within(page).getByText('Creator not found')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/error?status=404&message=Creator+not+found');
  });

  it('offers a retry when the page fails for another reason', async () => {
    const user = userEvent.setup();
    let fail = true;
    const creator = buildCreatorFixture();
    mockFetch((url) => {
      if (url.startsWith('/api/creators/details/')) {
        return fail ? apiError(500, 'internal', 'Boom') : jsonResponse(200, creator);
      }
      if (url.includes('/price-history')) return jsonResponse(200, { points: [], lowest90Days: null });
      if (url.includes('/stats-history')) return jsonResponse(200, NO_HISTORY);
      return jsonResponse(200, listOf([]));
    });
    renderRoute('/ada_creates');
    // A 5xx is retried once before the page gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('This creator page could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Ada Creates/ })).toBeInTheDocument();
  });
});
