import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDiscoveryApi } from './discovery-mocks';
import { currentUrl, renderRoute } from './render-route';

// Lazy routes and two shared cores: give the first render more than the default second.
configure({ asyncUtilTimeout: 8000 });

describe('categories page', { timeout: 20_000 }, () => {
  it('lists each platform with its category tags, emoji and search links', async () => {
    mockDiscoveryApi();
    renderRoute('/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    const onlyfans = within(await screen.findByRole('region', { name: 'OnlyFans' }));
    expect(await onlyfans.findByRole('link', { name: /Cosplay/ })).toHaveAttribute('href', '/search?category=cosplay');
    expect(onlyfans.getByRole('link', { name: /Lingerie/ })).toHaveTextContent('👙');
    expect(onlyfans.getByText('2 categories')).toBeInTheDocument();
    const patreon = within(screen.getByRole('region', { name: 'Patreon' }));
    expect(patreon.getByRole('link', { name: /Digital Art/ })).toHaveTextContent('🎨');
    const twitch = within(screen.getByRole('region', { name: 'Twitch' }));
    expect(twitch.getByRole('link', { name: /Cozy Games/ })).toHaveAttribute('href', '/search?category=cozy-games');
  });

  it('typing filters the tags; submitting searches creators', async () => {
    mockDiscoveryApi();
    const { router } = renderRoute('/categories');
    await screen.findByRole('link', { name: /Cosplay/ });
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Filter categories or search creators' });
    await user.type(box, 'COZY');
    expect(await screen.findByRole('link', { name: /Cozy Games/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cosplay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'OnlyFans' })).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'zebra');
    expect(await screen.findByText('No category matches “zebra”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search creators for “zebra”' })).toHaveAttribute(
      'href',
      '/search?search=zebra',
    );

    await user.type(box, '{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Top creators for "zebra"' });
    expect(currentUrl(router)).toBe('/search?search=zebra');
  });

  it('a category link opens its search with the category name as heading', async () => {
    mockDiscoveryApi();
    const { router } = renderRoute('/categories');
    await userEvent.click(await screen.findByRole('link', { name: /Digital Art/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Digital Art' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/search?category=digital-art');
  });
});
