/**
 * User agents of crawlers, link previews, monitors, headless browsers and HTTP libraries: their
 * requests are not counted in page analytics. A request without a user agent counts as a bot.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|skypeuripreview|headless|phantomjs|lighthouse|pagespeed|pingdom|uptime|statuscake|monitor|curl\/|wget\/|python-|python\/|aiohttp|httpx|go-http-client|java\/|okhttp|libwww|scrapy|node-fetch|undici|axios\/|postman|insomnia|autocannon|k6\//i;

export function isBotAgent(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim().length < 8) return true;
  return BOT_AGENT.test(userAgent);
}
