import { type Page, expect } from '@playwright/test';
import { gotoHydrated } from './hydrated';

/** Signs in through the form on /sign-in and waits until it has gone home. */
export async function signIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, '/sign-in');
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}
