import type { FakePlatform } from './fake-platform';

/** The site address the readers name in their User-Agent in tests. */
export const READER_SITE = 'http://fanlens.test:8080';
export const READ_TIMEOUT_MS = 500;

/** The environment of an app whose platform readers read the fake platform (private hosts allowed). */
export const readerEnv = (fake: FakePlatform, extra: Record<string, string> = {}) => ({
  PUBLIC_URL: READER_SITE,
  VERIFY_ALLOW_PRIVATE_HOSTS: 'true',
  PLATFORM_READ_TIMEOUT_MS: String(READ_TIMEOUT_MS),
  PLATFORM_URL_ONLYFANS: fake.template('onlyfans'),
  PLATFORM_URL_PATREON: fake.template('patreon'),
  PLATFORM_URL_TWITCH: fake.template('twitch'),
  ...extra,
});

/**
 * Profile reading turned off on every platform: for tests of verification against the fake
 * platform, so that a refresh round a test's `runDue` starts never reads the fake's pages too.
 */
export const READERS_OFF = {
  PLATFORM_READ_ONLYFANS: 'false',
  PLATFORM_READ_PATREON: 'false',
  PLATFORM_READ_TWITCH: 'false',
};
