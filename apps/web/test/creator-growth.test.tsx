import type { StatsHistory } from '@fanlens/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import type { Creator } from '@/types/api';
import { buildCreatorFixture } from './fixtures';
import { buildStatsHistory, NO_HISTORY } from './growth-fixtures';
import { apiError, jsonResponse } from './http-mocks';
import { type Call, noReviews, on, openCreator } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.setConfig({ testTimeout: 30_000 });

/** The creator's page whose stats history answers `history` (per range), recording the ranges asked. */
async function openWithHistory(creator: Creator, history: (call: Call) => Response) {
  const ranges: string[] = [];
  const view = await openCreator(
    creator,
    noReviews,
    on('GET', `/api/creators/${creator.id}/stats-history`, (call) => {
      ranges.push(call.url.searchParams.get('range') ?? '');
      return history(call);
    }),
  );
  return { ...view, ranges };
}

const grown: StatsHistory = buildStatsHistory([10_000, 10_400, 10_900, 11_240], { change: 1240 });

describe('creator page: growth', () => {
  it("shows '+1,240 fans in 30 days' and the fans chart under the stats, with its figures as a table", async () => {
    const { ranges } = await openWithHistory(buildCreatorFixture(), () => jsonResponse(200, grown));
    expect(await screen.findByTestId('growth-change')).toHaveTextContent('+1,240 fans in 30 days');
    const chart = await screen.findByRole('figure', { name: 'Fans over time' });
    // Steps from point to point; the last point is today, at the right edge.
    expect(chart.querySelector('[data-series="subscribers"]')?.getAttribute('d')).toMatch(
      /^M[\d.]+ [\d.]+( H[\d.]+ V[\d.]+){2} H100 V[\d.]+$/,
    );
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('DateFansLikesPosts');
    expect(rows[4]).toHaveTextContent('11,240112,400103');
    expect(within(chart).getByText('Fans went from 10,000 to 11,240 in this period.')).toBeInTheDocument();
    expect(ranges).toEqual(['90d']);
    // The stats card holds it, after the stats.
    const card = screen.getByRole('region', { name: /Ada Creates/ });
    expect(within(card).getByTestId('growth-chart')).toBe(chart);
  });

  it('switches between 30 days, 90 days and 1 year', async () => {
    const user = userEvent.setup();
    const { ranges } = await openWithHistory(buildCreatorFixture(), (call) =>
      jsonResponse(
        200,
        call.url.searchParams.get('range') === '1y' ? buildStatsHistory([4000, 8000, 11_240], { every: 150 }) : grown,
      ),
    );
    const switcher = await screen.findByRole('group', { name: 'Period' });
    expect(within(switcher).getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(switcher).getByRole('button', { name: '1 year' }));
    await waitFor(() => expect(screen.getByText('Fans went from 4,000 to 11,240 in this period.')).toBeInTheDocument());
    expect(within(switcher).getByRole('button', { name: '1 year' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(switcher).getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(ranges).toEqual(['90d', '1y', '30d']));
  });

  it('writes the change the way German does', async () => {
    await changeLanguage('de');
    try {
      await openWithHistory(buildCreatorFixture(), () => jsonResponse(200, grown));
      expect(await screen.findByTestId('growth-change')).toHaveTextContent('+1.240 Fans in 30 Tagen');
      expect(screen.getByRole('figure', { name: 'Fans im Zeitverlauf' })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows a loss with a minus, and one fan in the singular', async () => {
    const { unmount } = await openWithHistory(buildCreatorFixture(), () =>
      jsonResponse(200, buildStatsHistory([500, 465], { change: -35 })),
    );
    expect(await screen.findByTestId('growth-change')).toHaveTextContent('−35 fans in 30 days');
    unmount();
    await openWithHistory(buildCreatorFixture(), () => jsonResponse(200, buildStatsHistory([500, 501])));
    expect(await screen.findByTestId('growth-change')).toHaveTextContent('+1 fan in 30 days');
  });

  it('shows nothing for a page without history, or when the history fails', async () => {
    for (const answer of [() => jsonResponse(200, NO_HISTORY), () => apiError(500, 'internal_error', 'Boom')]) {
      const { ranges, unmount } = await openWithHistory(buildCreatorFixture(), answer);
      await waitFor(() => expect(ranges.length).toBeGreaterThan(0));
      expect(screen.getByTestId('stat-subscribers')).toBeInTheDocument();
      expect(screen.queryByTestId('growth-change')).not.toBeInTheDocument();
      expect(screen.queryByTestId('growth-chart')).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('creator page: a page gone from its platform', () => {
  it('says so, and keeps the page', async () => {
    await openWithHistory({ ...buildCreatorFixture(), goneFromPlatform: true } as Creator, () =>
      jsonResponse(200, NO_HISTORY),
    );
    const notice = screen.getByTestId('gone-notice');
    expect(notice).toHaveRole('note');
    expect(notice).toHaveTextContent('This page is no longer on OnlyFans.');
    expect(screen.getByTestId('creator-price')).toBeInTheDocument();
  });

  it('has no notice while the page is on its platform', async () => {
    await openWithHistory(buildCreatorFixture(), () => jsonResponse(200, NO_HISTORY));
    expect(screen.queryByTestId('gone-notice')).not.toBeInTheDocument();
  });
});
