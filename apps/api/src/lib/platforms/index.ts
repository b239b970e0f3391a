import type { Platform } from '@fanlens/shared';
import { onlyfans } from './onlyfans';
import { patreon } from './patreon';
import { createAdapter, type PlatformAdapter } from './platform-adapter';
import { twitch } from './twitch';

export type { PlatformAdapter } from './platform-adapter';
export { templateHost } from './platform-adapter';
export { FetchFailure, safeFetch, type FetchFailureReason } from './safe-fetch';

const SHAPES = { onlyfans: onlyfans.adapter, patreon: patreon.adapter, twitch: twitch.adapter };

/** One adapter per platform, from the configured URL templates (config.platformUrls). */
export function createPlatformAdapters(templates: Record<Platform, string>): Record<Platform, PlatformAdapter> {
  return {
    onlyfans: createAdapter(SHAPES.onlyfans, templates.onlyfans),
    patreon: createAdapter(SHAPES.patreon, templates.patreon),
    twitch: createAdapter(SHAPES.twitch, templates.twitch),
  };
}
export { PROFILE_MAX_BYTES, PROFILE_MAX_REDIRECTS } from './page-reader';
export { createPlatformReaders, type PlatformReaders, type ReadOptions } from './platform-readers';
export type { PlatformProfile, ReadFailureReason, ReadMethod, ReadResult } from './read-result';
export type { AvatarResult } from './profile-avatar';
export { profileAddress } from './page-reader';

/** Whether a platform's page is adult when it carries no flag of its own (docs/decisions/029). */
export const adultByDefault = (platform: Platform): boolean =>
  ({ onlyfans, patreon, twitch })[platform].page.adultByDefault;
