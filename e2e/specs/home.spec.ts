import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';

/** The home page on a phone (412 px): what a newcomer sees first. */
test.describe('the home page on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test("shows the search box's whole placeholder, and hides it once one types", async ({ page }) => {
    await gotoHydrated(page, '/');
    const hero = page.locator('.home__hero');
    const input = hero.getByRole('searchbox').first();
    const text = 'Search by name, tag, location, and more...';
    await expect(input).toHaveAttribute('placeholder', text);
    const drawn = hero.locator('.search-box__placeholder').first();
    await expect(drawn).toBeVisible();
    await expect(drawn).toHaveText(text);
    // Nothing of it is cut: the text fits its box, and the box lies inside the field.
    const fits = await drawn.evaluate((element) => {
      const field = element.parentElement!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return (
        element.scrollWidth <= element.clientWidth &&
        element.scrollHeight <= element.clientHeight &&
        box.right <= field.right &&
        box.bottom <= field.bottom
      );
    });
    expect(fits).toBe(true);
    await input.fill('red');
    await expect(drawn).toBeHidden();
  });

  test('fades the edge of the category rows where more categories lie', async ({ page }) => {
    await gotoHydrated(page, '/');
    const rows = page.locator('.home__chips-scroll');
    await rows.scrollIntoViewIfNeeded();
    await expect(rows).not.toHaveAttribute('data-at-end');
    await expect(rows).not.toHaveAttribute('data-scrolled');
    const fadedEnd = await rows.evaluate((element) =>
      element.ownerDocument.defaultView!.getComputedStyle(element).getPropertyValue('--fade-end').trim(),
    );
    expect(fadedEnd).toBe('48px');
    await rows.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(rows).toHaveAttribute('data-at-end', '');
    await expect(rows).toHaveAttribute('data-scrolled', '');
  });
});
