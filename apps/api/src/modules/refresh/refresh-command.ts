import { parseArgs } from 'node:util';
import { PLATFORMS, type Platform } from '@fanlens/shared';
import { addRefreshRows, makeDue } from './refresh-queries';
import { emptyRefreshSummary, refreshRound, type RefreshDeps, type RefreshSummary } from './refresh-round';

export const REFRESH_USAGE =
  'Usage: npm run creators:refresh -- [--username U] [--platform onlyfans|patreon|twitch] [--due]';
/** Pages claimed per round of the command. */
const ROUND = 200;

export interface RefreshCommandOptions {
  username?: string;
  platform?: Platform;
  /** Only the pages that are due (otherwise every page chosen is read, due or not). */
  due: boolean;
}

/** The command's options from its arguments; null when they are not understood (the usage is printed). */
export function parseRefreshArgs(args: string[]): RefreshCommandOptions | null {
  try {
    const { values } = parseArgs({
      args,
      options: { username: { type: 'string' }, platform: { type: 'string' }, due: { type: 'boolean', default: false } },
    });
    const platform = values.platform as Platform | undefined;
    if (platform !== undefined && !PLATFORMS.includes(platform)) return null;
    if (values.username !== undefined && values.username.trim() === '') return null;
    return { username: values.username, platform, due: values.due ?? false };
  } catch {
    return null;
  }
}

/**
 * `npm run creators:refresh`: every page gets its refresh row, the chosen pages (all, of a platform,
 * one username) are made due unless `--due`, then rounds read them until none is left or the
 * platforms' budgets put the rest off. The totals, and whether a named page was there to read.
 */
export async function runRefreshCommand(
  deps: RefreshDeps,
  options: RefreshCommandOptions,
  progress: (total: RefreshSummary) => void = () => undefined,
  now: () => Date = () => new Date(),
): Promise<{ total: RefreshSummary; found: boolean }> {
  const { database } = deps;
  while ((await addRefreshRows(database)) > 0);
  if (!options.due) await makeDue(database, { platform: options.platform, username: options.username });
  const total = emptyRefreshSummary();
  for (;;) {
    const round = await refreshRound(deps, {
      limit: ROUND,
      platform: options.platform,
      username: options.username,
      // --username alone reads that page due or not; with --due only when it is due.
      dueOnly: options.due,
      now: now(),
    });
    for (const key of Object.keys(total) as (keyof RefreshSummary)[]) total[key] += round[key];
    const claimed = round.read + round.later;
    if (claimed > 0) progress(total);
    if (claimed === 0 || options.username || round.read === 0) break;
  }
  return { total, found: !options.username || total.read + total.later > 0 };
}

/** The command's last line. */
export const refreshReport = (total: RefreshSummary) =>
  `Read ${total.read} pages: ${total.changed} changed, ${total.unchanged} unchanged, ${total.notFound} not found (${total.gone} now gone, ${total.back} back), ${total.failed} failed, ${total.later} put off.`;
