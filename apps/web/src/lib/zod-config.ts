import { config } from 'zod';

// Zod compiles object parsers with `new Function` when it may; to find out, it tries once, and
// the site's Content-Security-Policy (no 'unsafe-eval') reports that try as a violation. The
// browser parses few values, so the plain parsers cost nothing noticeable. Imported first by main.tsx,
// before any schema is built.
config({ jitless: true });
