import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';

/** Longest User-Agent kept on a session (real ones are a few hundred characters). */
const USER_AGENT_MAX = 512;

/** The request's User-Agent header as stored on a session (trimmed, cut to USER_AGENT_MAX), or null. */
export function userAgentOf(request: FastifyRequest): string | null {
  const header = request.headers['user-agent'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, USER_AGENT_MAX) : null;
}

export interface Device {
  /** e.g. 'Chrome 131', or null when the User-Agent names no known browser. */
  browser: string | null;
  /** e.g. 'Android 14', 'macOS', or null when it names no known system. */
  system: string | null;
}

const major = (version: string | undefined) => version?.split('.')[0] || null;
/** Safari and Chrome freeze macOS at 10.15.7 in the User-Agent: its version says nothing. */
const FROZEN_SYSTEM_VERSIONS = new Set(['macOS']);

/** The browser and operating system a User-Agent names (bowser), without versions past the major one. */
export function describeDevice(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ? [parsed.browser.name, major(parsed.browser.version)] : [];
  const { name, version, versionName } = parsed.os;
  const system = name ? [name, FROZEN_SYSTEM_VERSIONS.has(name) ? null : (versionName ?? major(version))] : [];
  return {
    browser: browser.filter(Boolean).join(' ') || null,
    system: system.filter(Boolean).join(' ') || null,
  };
}
