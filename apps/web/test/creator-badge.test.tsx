import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCreatorFixture } from './fixtures';
import { mockFetch, notFound } from './http-mocks';
import { renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 40_000 });

const page = buildCreatorFixture({ id: 41, username: 'ada_creates', name: 'Ada [Creates]' });
const sitePathPage = buildCreatorFixture({ id: 42, username: 'About', name: 'About Me', platform: 'twitch' });

describe('creator tools: the rating badge', () => {
  it('previews the badge in the chosen theme and size, and copies each snippet', async () => {
    const user = userEvent.setup();
    mockFetch(() => notFound());
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    signInAs(buildProfile({ creator: page, creators: [page, sitePathPage] }));
    renderRoute('/creator/badge?page=41');

    const preview = await screen.findByTestId('badge-preview');
    const origin = window.location.origin;
    expect(preview).toHaveAttribute('src', '/ada_creates/badge.svg');
    expect(preview).toHaveAttribute('width', '248');
    const html = within(screen.getByTestId('badge-snippet-html')).getByRole('textbox');
    expect(html).toHaveValue(
      `<a href="${origin}/ada_creates" target="_blank" rel="noopener"><img src="${origin}/ada_creates/badge.svg" ` +
        'width="248" height="64" alt="Ada [Creates]: rating and reviews on FanLens"></a>',
    );

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('radio', { name: 'Small' }));
    expect(preview).toHaveAttribute('src', '/ada_creates/badge.svg?theme=dark&size=small');
    const markdown = within(screen.getByTestId('badge-snippet-markdown')).getByRole('textbox');
    expect(markdown).toHaveValue(
      `[![Ada \\[Creates\\]: rating and reviews on FanLens](${origin}/ada_creates/badge.svg?theme=dark&size=small)](${origin}/ada_creates)`,
    );

    await user.click(screen.getByRole('button', { name: 'Copy the Markdown (GitHub, forums) snippet' }));
    expect(writeText).toHaveBeenCalledWith((markdown as HTMLTextAreaElement).value);
    await waitFor(() =>
      expect(within(screen.getByTestId('badge-snippet-markdown')).getByRole('button')).toHaveTextContent('Copied'),
    );
    await user.click(screen.getByRole('button', { name: 'Copy the Link to your page snippet' }));
    expect(writeText).toHaveBeenLastCalledWith(`${origin}/ada_creates`);

    // A page whose username is one of the site's paths: its badge lives under /creators/.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page' }), '42');
    expect(await screen.findByTestId('badge-preview')).toHaveAttribute('src', '/creators/About/badge.svg');
    expect(within(screen.getByTestId('badge-snippet-link')).getByRole('textbox')).toHaveValue(
      `${origin}/creators/About`,
    );
  });
});
