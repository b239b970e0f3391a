import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUIDELINE_SECTIONS } from '@fanlens/shared';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { buildCreatorFixture } from './fixtures';
import { mockFetch } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

const TEMPLATE = `<!doctype html><html><head><title>x</title><script>window.bad = 1</script></head><body>
<article data-template="privacy" data-updated="2024-06-01">
  <p class="lead">Our promise.</p>
  <h2>What we collect</h2><p onclick="alert(1)">Your e-mail.</p><script>window.bad = 2</script>
  <h2>Your rights</h2><p>See the <a href="/terms">terms</a>, or <a href="javascript:alert(1)">this</a>.</p>
  <iframe src="https://evil.example"></iframe>
</article></body></html>`;

const title = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('privacy and terms', () => {
  it('render the cleaned template with its sections and keep internal links in the app', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((url) => (url === '/templates/privacy.html' ? html(TEMPLATE) : html('', 404)));
    const { router, container } = renderRoute('/privacy');
    await title('Privacy policy');
    expect(await screen.findByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: June 1, 2024')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/templates/privacy.html', expect.anything());

    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    expect(contents.getAllByRole('link').map((link) => link.textContent)).toEqual(['What we collect', 'Your rights']);
    expect(container.querySelector('article script, article iframe, [onclick]')).toBeNull();
    expect(screen.getByText('this')).not.toHaveAttribute('href');

    await user.click(screen.getByRole('link', { name: 'terms' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/terms'));
  });

  it('loads the template of the interface language', async () => {
    await changeLanguage('es');
    try {
      const fetchMock = mockFetch((url) => (url === '/templates/privacy.es.html' ? html(TEMPLATE) : html('', 404)));
      renderRoute('/privacy');
      expect(await screen.findByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith('/templates/privacy.es.html', expect.anything());
    } finally {
      await changeLanguage('en');
    }
  });

  it("shows 'Failed to load HTML' when the template cannot be loaded, and loads it on retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch(() => (fail ? html('nope', 500) : html(TEMPLATE.replace('privacy', 'terms'))));
    renderRoute('/terms');
    await title('Terms of service');
    expect(await screen.findByText('Failed to load HTML')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load HTML')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load HTML' for an answer that is not a template (the app's own page)", async () => {
    mockFetch(() => html('<!doctype html><html><body><div id="root"></div></body></html>'));
    renderRoute('/privacy');
    await title('Privacy policy');
    expect(await screen.findByText('Failed to load HTML')).toBeInTheDocument();
  });

  it("shows 'Failed to load HTML' when the request fails", async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderRoute('/terms');
    expect(await screen.findByText('Failed to load HTML', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('guidelines', () => {
  it('has a section under each stable anchor, listed on the page, and the footer links to it', async () => {
    mockFetch(() => html('', 404));
    const { container } = renderRoute('/guidelines');
    await title('Review guidelines');
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    expect(contents.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      GUIDELINE_SECTIONS.map((section) => `#${section.anchor}`),
    );
    for (const { anchor } of GUIDELINE_SECTIONS) {
      const heading = container.querySelector(`h2#${anchor}`);
      expect(heading, anchor).not.toBeNull();
      expect(screen.getByRole('region', { name: heading?.textContent ?? '' })).toContainElement(heading as HTMLElement);
    }
    expect(screen.getByText(/plain average of the stars of their public reviews/)).toBeInTheDocument();
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'Review guidelines' })).toHaveAttribute('href', '/guidelines');
  });

  it('is written in the interface language', async () => {
    await changeLanguage('de');
    try {
      mockFetch(() => html('', 404));
      renderRoute('/guidelines');
      await title('Richtlinien für Bewertungen');
      expect(screen.getByRole('heading', { level: 2, name: 'Einspruch gegen eine Entscheidung' })).toHaveAttribute(
        'id',
        'appeals',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('about', () => {
  it('says what FanLens is, claims the 45,000+ community and offers free sign-up', async () => {
    renderRoute('/about');
    await title('About FanLens');
    expect(screen.getByText('45,000+')).toBeInTheDocument();
    expect(screen.getByText('community members')).toBeInTheDocument();
    expect(
      screen.getByText(/directory and review site for creators on OnlyFans, Patreon and Twitch/),
    ).toBeInTheDocument();
    const signUp = screen.getAllByRole('link', { name: 'Sign up for free' });
    expect(signUp[0]).toHaveAttribute('href', '/sign-up');
    const creators = within(screen.getByRole('region', { name: 'Are you a creator?' }));
    expect(creators.getByRole('link', { name: 'For creators' })).toHaveAttribute('href', '/creators');
  });
});

describe('for creators', () => {
  it('sends a signed-out visitor to sign-up first, then verification, offers adding a missing page, and explains removal by e-mail', async () => {
    renderRoute('/creators');
    await title('Claim your FanLens page');
    const claim = screen.getAllByRole('link', { name: 'Claim Your Page' });
    expect(claim[0]).toHaveAttribute('href', '/sign-up?redirectTo=%2Fverification');
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why claim your page' })).toBeInTheDocument();
    const missing = screen.getByRole('region', { name: 'Is a creator missing?' });
    expect(within(missing).getByRole('link', { name: 'Add a creator page' })).toHaveAttribute('href', '/add');
    const removal = screen.getByRole('region', { name: 'Prefer not to be listed?' });
    expect(within(removal).getByRole('link', { name: 'removals@fanlens.example' })).toHaveAttribute(
      'href',
      'mailto:removals@fanlens.example',
    );
    expect(within(removal).getByRole('link', { name: 'Or send the removal request form' })).toHaveAttribute(
      'href',
      '/about#request-removal',
    );
  });

  it('sends a signed-in fan straight to verification, and a creator to their page', async () => {
    signInAs(buildProfile());
    const { unmount } = renderRoute('/creators');
    await title('Claim your FanLens page');
    expect(screen.getAllByRole('link', { name: 'Claim Your Page' })[0]).toHaveAttribute('href', '/verification');
    unmount();

    signInAs(buildProfile({ creator: buildCreatorFixture({ username: 'ada_creates' }) }));
    renderRoute('/creators');
    await title('Claim your FanLens page');
    expect(screen.queryByRole('link', { name: 'Claim Your Page' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View my page' })[0]).toHaveAttribute('href', '/ada_creates');
  });
});
