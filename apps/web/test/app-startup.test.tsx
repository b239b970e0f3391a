import { STARTUP_LOADER_MIN_MS } from '@fanlens/shared';
import { act, render, screen } from '@testing-library/react';
import { toast } from '@/components/toaster/toast';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppStartup } from '@/app/app-startup';
import { useProfileStore } from '@/lib/profile-store';
import { queryClient } from '@/lib/query-client';
import { buildProfile, signInAs } from './reset-stores';
import { callsTo, jsonResponse, mockFetch, notFound } from './http-mocks';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeEach(() => vi.useFakeTimers());

afterEach(() => vi.useRealTimers());

// startApp() runs once per page load, so this file has one start-up to look at.
it('shows the splash for at least 1 s, fetches categories and the profile, and survives API failures', async () => {
  signInAs(buildProfile({ name: 'Old name' }));
  const fetchMock = mockFetch((url) =>
    url.startsWith('/api/users/my') ? jsonResponse(200, buildProfile({ name: 'Fresh name' })) : notFound('No route'),
  );

  render(
    <AppStartup>
      <p>app ready</p>
    </AppStartup>,
  );
  expect(screen.getByTestId('splash')).toBeInTheDocument();

  await act(() => vi.advanceTimersByTimeAsync(STARTUP_LOADER_MIN_MS - 1));
  expect(screen.getByTestId('splash')).toBeInTheDocument();
  expect(callsTo(fetchMock, '/api/categories')).toHaveLength(1);
  expect(callsTo(fetchMock, '/api/users/my')).toHaveLength(1);

  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(screen.getByText('app ready')).toBeInTheDocument();
  expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
  expect(useProfileStore.getState().profile?.name).toBe('Fresh name');
  expect(queryClient.getQueryState(['categories'])?.status).toBe('error');
  expect(toast.error).not.toHaveBeenCalled();
});
