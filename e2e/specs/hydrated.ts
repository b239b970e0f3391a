import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until React has taken it over: a server-rendered page shows before its
 * JavaScript runs, and a select changed or a button clicked before that does nothing.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}
