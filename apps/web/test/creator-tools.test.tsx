import type { Analytics } from '@fanlens/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/toaster/toast';
import { describe, expect, it, vi } from 'vitest';
import { buildCreatorFixture } from './fixtures';
import { fieldError, jsonResponse, mockFetch, notFound } from './http-mocks';
import { renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 40_000 });

const onlyfansPage = buildCreatorFixture({
  id: 41,
  username: 'ada_creates',
  price: 1000,
  categories: [],
  links: { ...buildCreatorFixture().links, twitter: 'https://x.com/ada' },
});
const twitchPage = buildCreatorFixture({ id: 42, username: 'ada_streams', platform: 'twitch' });
const categories = {
  results: [
    { id: 1, name: 'Art', slug: 'art', icon: '🎨', platform: 'onlyfans', nsfw: false },
    { id: 2, name: 'Speedruns', slug: 'speedruns', icon: '⏱️', platform: 'twitch', nsfw: false },
  ],
  count: 2,
  limit: 50,
  offset: 0,
};

describe('creator tools: the page editor', () => {
  it('validates on change, saves the changes with a chosen place, and shows a server field error beneath its field', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    let answerWithError = true;
    mockFetch((url, init) => {
      if (url === '/api/creators/details/41') return jsonResponse(200, onlyfansPage);
      if (url.startsWith('/api/categories')) return jsonResponse(200, categories);
      if (url.startsWith('/api/places?search=lisb')) {
        return jsonResponse(200, {
          results: [
            { id: '2267057', name: 'Lisbon', label: 'Lisbon, Portugal', country: 'Portugal', lat: 38.7, lon: -9.1 },
          ],
        });
      }
      if (url === '/api/creators/41' && init.method === 'PATCH') {
        bodies.push(JSON.parse(String(init.body)));
        if (answerWithError) {
          answerWithError = false;
          return fieldError('promoEndsAt', 'The end date must be in the future');
        }
        return jsonResponse(200, { ...onlyfansPage, bio: '<p>New bio</p>', location: 'Lisbon, Portugal' });
      }
      return notFound();
    });
    signInAs(buildProfile({ creator: onlyfansPage }));
    renderRoute('/creator/edit');
    const bio = await screen.findByLabelText('Bio');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    const instagram = screen.getByLabelText('Instagram');
    await user.type(instagram, 'https://facebook.com/ada');
    expect(instagram).toHaveAccessibleDescription('Must be an Instagram address (https://instagram.com/…)');
    await user.clear(instagram);
    await user.type(instagram, 'https://instagram.com/ada');
    expect(instagram).not.toHaveAccessibleDescription();

    await user.clear(bio);
    await user.type(bio, '<p>New bio</p>');
    await user.click(screen.getByRole('radio', { name: 'Promo price' }));
    const promo = screen.getByLabelText('Promo price (USD)');
    await user.type(promo, '12');
    expect(promo).toHaveAccessibleDescription('The promo price must be below the price');
    await user.clear(promo);
    await user.type(promo, '7.50');
    const ends = screen.getByLabelText('Ends on');
    await user.type(ends, '2099-01-31');
    expect(ends).toHaveAccessibleDescription('The end date must be within 366 days');
    await user.clear(ends);
    await user.type(ends, new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await user.click(await screen.findByRole('button', { name: /Art/ }));
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'lisb');
    await user.click(await screen.findByRole('option', { name: 'Lisbon, Portugal' }));
    expect(save).toBeEnabled();

    await user.click(save);
    await waitFor(() => expect(ends).toHaveAccessibleDescription('The end date must be in the future'));
    expect(bodies[0]).toMatchObject({
      bio: '<p>New bio</p>',
      price: 1000,
      promoPrice: 750,
      promoOff: null,
      categories: [1],
      location: '2267057',
      links: { instagram: 'https://instagram.com/ada', twitter: 'https://x.com/ada', facebook: null },
    });
    expect(Date.parse(String(bodies[0].promoEndsAt)) - Date.now()).toBeGreaterThan(28 * 86_400_000);

    // Changing the field clears the server's message; the next save goes through.
    await user.clear(ends);
    await user.type(ends, new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
    expect(ends).not.toHaveAccessibleDescription('The end date must be in the future');
    await user.click(save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your page has been updated.'));
    expect(bodies).toHaveLength(2);
  });
});

describe('creator tools: the analytics dashboard', () => {
  const analytics: Analytics = {
    creatorId: 42,
    from: '2026-01-01',
    to: '2026-01-07',
    days: Array.from({ length: 7 }, (_, i) => ({
      date: `2026-01-0${i + 1}`,
      views: i === 6 ? 5 : 1,
      impressions: 10,
      platformClicks: 0,
      favoritesAdded: 0,
      favoritesRemoved: 0,
      badgeViews: i === 6 ? 3 : 0,
      reviews: i === 6 ? 1 : 0,
      averageRating: i === 6 ? 4 : null,
    })),
    totals: {
      views: 11,
      impressions: 70,
      platformClicks: 0,
      favoritesAdded: 0,
      favoritesRemoved: 0,
      badgeViews: 3,
      reviews: 1,
      averageRating: 4,
    },
    previousTotals: {
      views: 10,
      impressions: 0,
      platformClicks: 0,
      favoritesAdded: 0,
      favoritesRemoved: 0,
      badgeViews: 0,
      reviews: 2,
      averageRating: 3,
    },
  };

  it('shows the chosen page, its totals against the previous period, switches the period and downloads the CSV', async () => {
    const user = userEvent.setup();
    const urls: string[] = [];
    mockFetch((url) => {
      urls.push(url);
      if (url.startsWith('/api/creators/42/analytics')) return jsonResponse(200, analytics);
      return notFound();
    });
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:csv';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signInAs(buildProfile({ creator: onlyfansPage, creators: [onlyfansPage, twitchPage] }));
    renderRoute('/creator/analytics?page=42&days=7');

    const views = await screen.findByTestId('total-views');
    expect(within(views).getByText('11')).toBeInTheDocument();
    expect(views).toHaveTextContent('+10 % · vs previous 7 days');
    expect(screen.getByTestId('total-impressions')).toHaveTextContent('new');
    expect(screen.getByTestId('total-reviews')).toHaveTextContent('−50 %');
    expect(screen.getByTestId('total-badgeViews')).toHaveTextContent(/Badge views\s*3\s*new/);
    expect(screen.getByTestId('total-averageRating')).toHaveTextContent('4.00');
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveValue('42');
    expect(urls.some((url) => /\/api\/creators\/42\/analytics\?from=\d{4}-\d{2}-\d{2}&to=/.test(url))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalled();
    const csv = await blobs[0].text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,views,impressions,platformClicks,favoritesAdded,favoritesRemoved,badgeViews,reviews,averageRating',
    );
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe('2026-01-07,5,10,0,0,0,3,1,4');
    expect(lines[1]).toBe('2026-01-01,1,10,0,0,0,0,0,');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '90');
    await waitFor(() => expect(urls.filter((url) => url.includes('/analytics')).length).toBeGreaterThan(1));
    click.mockRestore();
  });
});

describe('creator tools: several pages', () => {
  it('shows a card per page on the account page, each with its editor and analytics', async () => {
    const profile = buildProfile({ creator: onlyfansPage, creators: [onlyfansPage, twitchPage] });
    mockFetch((url) => (url === '/api/users/my' ? jsonResponse(200, profile) : notFound()));
    signInAs(profile);
    renderRoute('/my-profile');
    const onlyfans = await screen.findByRole('region', { name: 'Your OnlyFans page' });
    const twitch = screen.getByRole('region', { name: 'Your Twitch page' });
    expect(within(onlyfans).getByRole('link', { name: 'Edit page' })).toHaveAttribute('href', '/creator/edit?page=41');
    expect(within(twitch).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/creator/analytics?page=42',
    );
    expect(screen.getByRole('link', { name: '+ Verify another page' })).toHaveAttribute(
      'href',
      '/verification?another=1',
    );
  });

  it('filters the reviews left for me by page', async () => {
    const user = userEvent.setup();
    const urls: string[] = [];
    mockFetch((url) => {
      urls.push(url);
      if (url.startsWith('/api/reviews/my-creator'))
        return jsonResponse(200, { results: [], count: 0, limit: 10, offset: 0 });
      return notFound();
    });
    signInAs(buildProfile({ creator: onlyfansPage, creators: [onlyfansPage, twitchPage] }));
    renderRoute('/reviews/left-for-me');
    const filter = await screen.findByRole('combobox', { name: 'Show reviews of' });
    await waitFor(() => expect(urls).toContain('/api/reviews/my-creator?limit=10&offset=0'));
    await user.selectOptions(filter, '42');
    await waitFor(() => expect(urls).toContain('/api/reviews/my-creator?limit=10&offset=0&creatorId=42'));
  });
});
