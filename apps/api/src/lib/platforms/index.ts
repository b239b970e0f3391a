import type { Platform } from '@fanlens/shared';
import { onlyfans } from './onlyfans';
import { patreon } from './patreon';
import { createAdapter, type PlatformAdapter } from './platform-adapter';
import { twitch } from './twitch';

export type { PlatformAdapter } from './platform-adapter';
export { templateHost } from './platform-adapter';
export { FetchFailure, safeFetch, type FetchFailureReason } from './safe-fetch';

const SHAPES = { onlyfans, patreon, twitch };

/** One adapter per platform, from the configured URL templates (config.platformUrls). */
export function createPlatformAdapters(templates: Record<Platform, string>): Record<Platform, PlatformAdapter> {
  return {
    onlyfans: createAdapter(SHAPES.onlyfans, templates.onlyfans),
    patreon: createAdapter(SHAPES.patreon, templates.patreon),
    twitch: createAdapter(SHAPES.twitch, templates.twitch),
  };
}
