import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { ChangeKind } from './change';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The changes a write route may record (lib/changes/change.ts); every write route declares
     * them, `[]` when it changes nothing a public answer shows (test/changes-declared.test.ts).
     */
    changes?: readonly ChangeKind[];
  }
}

/** The write route a change is recorded under, and what that route declares. */
export interface RouteChanges {
  route: string;
  declared: readonly ChangeKind[];
}

const current = new AsyncLocalStorage<RouteChanges>();

/** The route whose request is running, when a write route's handler is. */
export const currentRouteChanges = (): RouteChanges | undefined => current.getStore();

/** Every write route of an app and what it declares (undefined: nothing, which the tests refuse). */
const writeRoutesOf = new WeakMap<FastifyInstance, { route: string; declared: readonly ChangeKind[] | undefined }[]>();
export const writeRoutes = (app: FastifyInstance) => writeRoutesOf.get(app) ?? [];

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** Runs each write route's handler knowing its declared changes, so a change it did not declare is caught. */
export function trackRouteChanges(app: FastifyInstance): void {
  const routes: { route: string; declared: readonly ChangeKind[] | undefined }[] = [];
  writeRoutesOf.set(app, routes);
  app.addHook('onRoute', (options) => {
    const methods = ([] as string[]).concat(options.method);
    for (const method of methods.filter((name) => !isRead(name)))
      routes.push({ route: `${method} ${options.url}`, declared: options.config?.changes });
  });
  app.addHook('preHandler', (request, _reply, done) => {
    if (isRead(request.method)) return done();
    const { url, config } = request.routeOptions;
    current.run({ route: `${request.method} ${url ?? request.url}`, declared: config.changes ?? [] }, done);
  });
}
