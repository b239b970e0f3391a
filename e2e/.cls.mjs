import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        value: entry.value, t: Math.round(entry.startTime), recent: entry.hadRecentInput,
        sources: (entry.sources || []).map((s) => {
          const n = s.node; const d = (el) => el ? `${el.tagName?.toLowerCase()}.${(el.className && typeof el.className === 'string') ? el.className.split(' ').join('.') : ''}#${el.id || ''}` : String(el);
          return { node: d(n), parent: n && d(n.parentElement), prev: JSON.stringify(s.previousRect), cur: JSON.stringify(s.currentRect) };
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
});
const cdp = await context.newCDPSession(page);
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 750 * 1024 / 8 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(6000);
const shifts = await page.evaluate(() => window.__shifts);
console.log(JSON.stringify(shifts, null, 1).slice(0, 6000));
console.log('total', shifts.filter(s => !s.recent).reduce((a, s) => a + s.value, 0));
await browser.close();
