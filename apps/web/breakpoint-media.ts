// By path: Vite loads its config with Node, which cannot import the shared package's TypeScript entry.
import { BREAKPOINTS } from '../../packages/shared/src/limits.ts';
import type { Plugin } from 'vite';

/**
 * The breakpoints of the shared package (BREAKPOINTS) as custom media for every stylesheet of the
 * web, so CSS and TypeScript read one constant: `@media (--tablet-up)` is `(min-width: 720px)` and
 * `@media (--below-tablet)` is `(max-width: 719.98px)`; likewise `mobile` and `desktop`. Lightning
 * CSS (css.lightningcss.drafts.customMedia) replaces them at build time
 * (docs/decisions/028-custom-media-breakpoints.md).
 */
export const breakpointRules = Object.entries(BREAKPOINTS)
  .flatMap(([name, px]) => [
    `@custom-media --${name}-up (min-width: ${px}px);`,
    `@custom-media --below-${name} (max-width: ${px - 0.02}px);`,
  ])
  .join(' ');

export function breakpointMedia(): Plugin {
  return {
    name: 'fanlens:breakpoint-media',
    // Before Vite's own CSS plugin compiles the sheet. On the first line, so line numbers hold.
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css(?:$|\?)/.test(id) || id.includes('node_modules')) return;
      return { code: `${breakpointRules} ${code}`, map: null };
    },
  };
}
