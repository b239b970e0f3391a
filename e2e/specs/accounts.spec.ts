import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { lastMailTo } from './outbox';

/** A 1×1 PNG, generated here so the test needs no file on disk. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The reset link of the newest e-mail to `email` in the outbox. */
const resetLinkFor = (email: string) =>
  lastMailTo(email)?.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9%_.~-]+/)?.[0] ?? null;

let counter = 0;
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(counter += 1)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function registerByApi(request: APIRequestContext, email: string, password: string, name?: string) {
  const response = await request.post('/api/auth/register', { data: { email, password, name } });
  expect(response.status()).toBe(200);
}

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

/** The message shows beneath the field and is the field's accessible description. */
async function expectFieldError(input: Locator, message: string) {
  await expect(input).toHaveAccessibleDescription(message);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const error = input
    .locator(`xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' field ')][1]`)
    .locator('.field__error');
  await expect(error).toHaveText(message);
  await expect(error).toBeVisible();
  const inputBox = await input.boundingBox();
  const errorBox = await error.boundingBox();
  expect(errorBox!.y).toBeGreaterThan(inputBox!.y + inputBox!.height - 1);
}

async function signIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Open account menu' });

async function signOut(page: Page) {
  await menuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('sign up, keep the session over a reload, sign out and sign in again', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/sign-up');
  await field(page, 'Email').fill(email);
  await field(page, 'Name (optional)').fill('Journey Fan');
  await field(page, 'Password').fill('journey-pass1');
  await field(page, 'Confirm password').fill('journey-pass1');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(menuButton(page)).toBeVisible();
  await page.reload();
  await expect(menuButton(page)).toBeVisible();
  await menuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Journey Fan');
  await expect(menu).toContainText(email);
  await expect(menu.getByRole('menuitem', { name: 'Reviews left for me' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await signOut(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, email, 'journey-pass1');
  await expect(menuButton(page)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a creator sees the creator-only item in the avatar menu and the creator card', async ({ page }) => {
  await page.goto('/sign-in');
  await signIn(page, 'creator@fanlens.demo', 'fanlens-creator1');
  await expect(menuButton(page)).toBeVisible();
  await menuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Reviews left for me' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  const card = page.getByRole('region', { name: 'Your creator page' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('@');
  await expect(card).toContainText('Verified');
  const link = card.getByRole('link', { name: 'View your page' });
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(`${baseURL}${href}`);
});

test('forgot password: the e-mailed link sets a new password', async ({ page, request }) => {
  const email = uniqueEmail('forgot');
  await registerByApi(request, email, 'old-password1');

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'The password reset link has been sent successfully.',
  );

  await expect.poll(() => resetLinkFor(email)).not.toBeNull();
  const link = resetLinkFor(email)!;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await field(page, 'New password').fill('new-password1');
  await field(page, 'Confirm new password').fill('new-password1');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been reset');
  await signIn(page, email, 'old-password1');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Username or password is not correct');
  await field(page, 'Password').fill('new-password1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(menuButton(page)).toBeVisible();

  // The link works once.
  await signOut(page);
  await page.goto(link);
  await field(page, 'New password').fill('third-password1');
  await field(page, 'Confirm new password').fill('third-password1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('invalid or has expired');
  await expect(page.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('reset-password without a token says so and links to forgot-password', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('has no token');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('account page: change name and avatar, then the password', async ({ page, request }) => {
  const email = uniqueEmail('account');
  await registerByApi(request, email, 'account-pass1', 'Before Name');
  await page.goto('/sign-in');
  await signIn(page, email, 'account-pass1');
  await expect(menuButton(page)).toBeVisible();
  await menuButton(page).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);

  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Email')).not.toBeEditable();
  await expect(profile.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await field(page, 'Name').fill('After Name');
  await profile.getByLabel('Avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(profile.locator('.avatar-field img')).toHaveAttribute('src', /^blob:/);
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile has been successfully updated.');
  await expect(profile.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  const headerAvatar = menuButton(page).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /^(?!blob:).+/);
  const avatarUrl = (await headerAvatar.getAttribute('src'))!;
  const image = await request.get(avatarUrl);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/');

  await page.reload();
  await expect(field(page, 'Name')).toHaveValue('After Name');
  await expect(profile.locator('.avatar-field img')).toHaveAttribute('src', avatarUrl);

  const password = page.getByRole('region', { name: 'Change password' });
  await field(page, 'Current password').fill('account-pass1');
  await field(page, 'New password').fill('account-pass2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText('The password has been successfully changed.');
  await expect(field(page, 'Current password')).toHaveValue('');
  await expect(field(page, 'New password')).toHaveValue('');

  await signOut(page);
  await page.goto('/sign-in');
  await signIn(page, email, 'account-pass2');
  await expect(menuButton(page)).toBeVisible();
  await menuButton(page).click();
  await expect(page.getByRole('menu')).toContainText('After Name');
});

test('guards: signed-out visitors go to sign-in and come back; signed-in users leave the auth screens', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('guard');
  await registerByApi(request, email, 'guard-pass1');
  await page.goto('/my-profile');
  await expect(page).toHaveURL(`${baseURL}/sign-in?redirectTo=%2Fmy-profile`);
  await signIn(page, email, 'guard-pass1');
  await expect(page).toHaveURL(`${baseURL}/my-profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  for (const url of ['/sign-in', '/sign-up', '/forgot-password', '/reset-password?token=abc']) {
    await page.goto(url);
    await expect(page).toHaveURL(`${baseURL}/`);
  }
});

test('every validation message appears under its field, and server field errors too', async ({ page, request }) => {
  // Sign in
  await page.goto('/sign-in');
  const submitSignIn = page.getByRole('button', { name: 'Log in' });
  await expect(submitSignIn).toBeDisabled();
  await field(page, 'Email').fill('nope');
  await expectFieldError(field(page, 'Email'), 'Must be a valid email');
  await field(page, 'Email').fill('');
  await expectFieldError(field(page, 'Email'), 'This field is required');
  await field(page, 'Password').fill('short');
  await expectFieldError(field(page, 'Password'), 'Must be at least 8 characters');
  await field(page, 'Password').fill('x'.repeat(21));
  await expectFieldError(field(page, 'Password'), 'Must be at most 20 characters');
  await field(page, 'Password').fill('');
  await expectFieldError(field(page, 'Password'), 'This field is required');
  await expect(submitSignIn).toBeDisabled();

  // Sign up
  await page.goto('/sign-up');
  await field(page, 'Email').fill('also@nope');
  await expectFieldError(field(page, 'Email'), 'Must be a valid email');
  await field(page, 'Name (optional)').fill('Al');
  await expectFieldError(field(page, 'Name (optional)'), 'Must be at least 3 characters');
  await field(page, 'Name (optional)').fill('x'.repeat(51));
  await expectFieldError(field(page, 'Name (optional)'), 'Must be at most 50 characters');
  await field(page, 'Name (optional)').fill('');
  await field(page, 'Password').fill('short');
  await expectFieldError(field(page, 'Password'), 'Must be at least 8 characters');
  await field(page, 'Password').fill('good-password1');
  await field(page, 'Confirm password').fill('other-password1');
  await expectFieldError(field(page, 'Confirm password'), 'Your passwords do not match');
  await field(page, 'Confirm password').fill('');
  await expectFieldError(field(page, 'Confirm password'), 'This field is required');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
  // The e-mail is taken: the server's message shows under the e-mail.
  await field(page, 'Email').fill('fan@fanlens.demo');
  await field(page, 'Confirm password').fill('good-password1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectFieldError(field(page, 'Email'), 'An account with this e-mail already exists');

  // Forgot password
  await page.goto('/forgot-password');
  await field(page, 'Email').fill('x@');
  await expectFieldError(field(page, 'Email'), 'Must be a valid email');
  await field(page, 'Email').fill('');
  await expectFieldError(field(page, 'Email'), 'This field is required');
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeDisabled();

  // Reset password
  await page.goto('/reset-password?token=some-token');
  await field(page, 'New password').fill('1234567');
  await expectFieldError(field(page, 'New password'), 'Must be at least 8 characters');
  await field(page, 'New password').fill('12345678');
  await field(page, 'Confirm new password').fill('12345679');
  await expectFieldError(field(page, 'Confirm new password'), 'Your passwords do not match');
  await expect(page.getByRole('button', { name: 'Set new password' })).toBeDisabled();

  // Account page
  const email = uniqueEmail('rules');
  await registerByApi(request, email, 'rules-pass1', 'Rule Keeper');
  await page.goto('/sign-in?redirectTo=%2Fmy-profile');
  await signIn(page, email, 'rules-pass1');
  await expect(page).toHaveURL(/\/my-profile$/);
  await field(page, 'Name').fill('');
  await expectFieldError(field(page, 'Name'), 'This field is required');
  await field(page, 'Name').fill('Ab');
  await expectFieldError(field(page, 'Name'), 'Must be at least 3 characters');
  await field(page, 'Name').fill('x'.repeat(51));
  await expectFieldError(field(page, 'Name'), 'Must be at most 50 characters');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await page
    .getByRole('region', { name: 'Profile' })
    .getByLabel('Avatar')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Avatar')).toHaveAccessibleDescription(
    'Must be an image file',
  );

  await field(page, 'Current password').fill('short');
  await expectFieldError(field(page, 'Current password'), 'Must be at least 8 characters');
  await field(page, 'New password').fill('x'.repeat(21));
  await expectFieldError(field(page, 'New password'), 'Must be at most 20 characters');
  await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();
  // A wrong current password: the server's message shows under it.
  await field(page, 'Current password').fill('not-my-password');
  await field(page, 'New password').fill('rules-pass2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectFieldError(field(page, 'Current password'), 'The current password is not correct');
});
