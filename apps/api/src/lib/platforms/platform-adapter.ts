import type { Platform } from '@fanlens/shared';
import { fragmentText, isJson, jsonFields, metaDescriptions } from './page-text';

/** How verification reads one platform: where a profile lives and where its bio is in the answer. */
export interface PlatformAdapter {
  platform: Platform;
  /** The public profile address of `username` (from the configured template, username URL-encoded). */
  profileUrl(username: string): string;
  /** The bio fields of the answer (HTML page or JSON document), one per line; never the rest of the page. */
  extractBio(body: string, contentType: string): string;
}

export interface AdapterShape {
  platform: Platform;
  /** Where the bio is when the platform answers JSON (dot paths, e.g. 'data.0.description'). */
  jsonBioPaths: readonly string[];
}

/**
 * An adapter from a URL template (`{username}` inside) and the platform's JSON bio paths.
 * HTML answers: og:description, meta description and twitter:description. JSON answers: the
 * strings at `jsonBioPaths` (their text and link targets, markup stripped).
 */
export function createAdapter(shape: AdapterShape, template: string): PlatformAdapter {
  return {
    platform: shape.platform,
    profileUrl: (username) => template.replaceAll('{username}', encodeURIComponent(username)),
    extractBio(body, contentType) {
      if (isJson(contentType)) return jsonFields(body, shape.jsonBioPaths).map(fragmentText).join('\n');
      return metaDescriptions(body).join('\n');
    },
  };
}

/** The host (name and port) of a template's address: the only host its fetches may reach. */
export function templateHost(template: string): string {
  return new URL(template.replaceAll('{username}', 'x')).host;
}
