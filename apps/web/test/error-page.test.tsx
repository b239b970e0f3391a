import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from './render-route';

async function errorPage(url: string) {
  renderRoute(url);
  return within(await screen.findByTestId('error-page'));
}

describe('error page', () => {
  it('shows Oops!, the status, the message and a link home', async () => {
    const page = await errorPage('/error?status=403&message=You%20cannot%20see%20this');
    expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(page.getByText('403')).toBeInTheDocument();
    expect(page.getByText('You cannot see this')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('defaults the message to the generic API error text', async () => {
    const page = await errorPage('/error?status=500');
    expect(page.getByText('Something went wrong')).toBeInTheDocument();
  });

  it('shows no status when the query has none or a bad one', async () => {
    const page = await errorPage('/error?status=abc');
    expect(page.queryByText('abc')).not.toBeInTheDocument();
    expect(page.getByText('Something went wrong')).toBeInTheDocument();
  });

  it('is shown with status 404 for any unknown path', async () => {
    const page = await errorPage('/no/such/page');
    expect(page.getByText('404')).toBeInTheDocument();
    expect(page.getByText('Not found')).toBeInTheDocument();
  });

  it('sits inside the app shell, with header links and the footer', async () => {
    await errorPage('/error');
    const shell = screen.getByTestId('app-shell');
    const header = within(shell).getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
    expect(within(header).getByRole('button', { name: 'For creators' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/sign-in');
    const footer = within(shell).getByRole('contentinfo');
    for (const name of ['Privacy', 'Terms', 'About']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(footer).getByText('© 2024 FanLens')).toBeInTheDocument();
  });
});
