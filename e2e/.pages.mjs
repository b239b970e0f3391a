import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'] });
const pages = [['home', '/'], ['search', '/search?search=a'], ['creator', '/cometaurora'], ['categories', '/categories'], ['signin', '/sign-in'], ['creators', '/creators']];
for (const [w, tag] of [[1280, 'd'], [390, 'm']]) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } });
  for (const [name, url] of pages) {
    await page.goto('http://localhost:3400' + url);
    await page.waitForTimeout(1800);
    await page.screenshot({ path: `/tmp/shots/p-${name}-${tag}.png` });
  }
  await page.close();
}
await browser.close();
