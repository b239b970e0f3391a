import type { Change, ChangeKind } from './change';
import { tagsOf, type ChangeLookups } from './change-effects';
import { currentRouteChanges } from './route-changes';

/** Undeclared changes remembered for the tests (the newest last). */
const UNDECLARED_KEPT = 100;

/** Takes the changes of committed writes and does what the table of effects says they cause. */
export interface ChangeRecorder {
  /**
   * After the commit, before the write is answered: raises the read replicas' write mark (a read
   * computed after this uses only a replica that has the write), then drops the cached answers the
   * change can move, here and on every instance.
   */
  record(change: Change): Promise<void>;
  /** Changes recorded by a write route that does not declare them (a bug: the route's `changes` config is wrong). */
  readonly undeclared: readonly { kind: ChangeKind; route: string }[];
}

export function createChangeRecorder(deps: {
  /** The read replicas' write mark (a no-op without replicas, or in a process that serves no reads). */
  noteWrite: () => Promise<void>;
  /** Drops the answers carrying any of the tags, on every instance. */
  invalidate: (tags: readonly string[]) => Promise<void>;
  lookups: ChangeLookups;
  /** Told of a change its route does not declare (still applied: the answers it moves are dropped). */
  onUndeclared?: (kind: ChangeKind, route: string) => void;
}): ChangeRecorder {
  const undeclared: { kind: ChangeKind; route: string }[] = [];
  return {
    undeclared,
    async record(change) {
      const route = currentRouteChanges();
      if (route && !route.declared.includes(change.kind)) {
        undeclared.push({ kind: change.kind, route: route.route });
        if (undeclared.length > UNDECLARED_KEPT) undeclared.shift();
        deps.onUndeclared?.(change.kind, route.route);
      }
      await deps.noteWrite();
      await deps.invalidate(await tagsOf(change, deps.lookups));
    },
  };
}

/**
 * The recorder of a command run beside the servers (an import, a refresh): it reaches their read
 * caches through the Redis bus when there is one; it serves no reads, so it has no write mark.
 */
export const commandChangeRecorder = (
  publish: ((tags: readonly string[]) => Promise<void>) | undefined,
  lookups: ChangeLookups,
): ChangeRecorder =>
  createChangeRecorder({ noteWrite: async () => undefined, invalidate: async (tags) => publish?.(tags), lookups });

/** For a load with no server to tell (a benchmark's own database, a test of the load itself). */
export const unheardChanges: ChangeRecorder = { record: async () => undefined, undeclared: [] };
