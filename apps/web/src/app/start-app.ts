import { STARTUP_LOADER_MIN_MS } from '@fanlens/shared';
import { categoriesQueryOptions } from '@/api/get-categories';
import { syncMyProfile } from '@/api/get-my-profile';
import { useAuthStore } from '@/lib/auth-store';
import { applySavedLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { followSessionAcrossTabs } from '@/lib/session';

/**
 * Longest the splash waits for start-up data. The persisted profile is already usable, so a
 * slow or missing API only delays its refresh, never the app.
 */
const STARTUP_DATA_MAX_WAIT_MS = 4000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let started: Promise<void> | null = null;

/**
 * App start (docs/product/site.md, "Start-up and splash"): the saved language is applied, the stored token is already
 * the API client's bearer, categories are fetched, the profile too when a token exists, and
 * the splash stays at least STARTUP_LOADER_MIN_MS. Failures never block the start.
 */
export function startApp(): Promise<void> {
  if (!started) followSessionAcrossTabs();
  started ??= Promise.all([wait(STARTUP_LOADER_MIN_MS), loadStartupData()]).then(() => undefined);
  return started;
}

async function loadStartupData() {
  const tasks: Promise<unknown>[] = [applySavedLanguage(), queryClient.prefetchQuery(categoriesQueryOptions())];
  if (useAuthStore.getState().accessToken) tasks.push(syncMyProfile());
  await Promise.race([Promise.allSettled(tasks), wait(STARTUP_DATA_MAX_WAIT_MS)]);
}
