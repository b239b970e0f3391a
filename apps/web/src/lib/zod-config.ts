// Zod compiles object parsers with `new Function` when it may; to find out, it tries once as each
// object schema is built, and the site's Content-Security-Policy (no 'unsafe-eval') reports that
// try as a violation. The browser parses few values, so the plain parsers cost nothing noticeable.
//
// Zod keeps its settings on this global (shared by every copy of zod on a page) and picks up what
// is there when it loads: set here, first thing in main.tsx, it holds before any schema is built,
// without loading zod on pages that have no form. test/zod-config.test.ts checks zod reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
