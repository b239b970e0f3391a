import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { breakpointMedia } from './breakpoint-media.ts';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    breakpointMedia(),
    // `ANALYZE=1 npm run build -w @fanlens/web`: what weighs in each chunk (dist-stats/bundle.html).
    ...(process.env.ANALYZE && !isSsrBuild
      ? [visualizer({ filename: 'dist-stats/bundle.html', gzipSize: true, brotliSize: true, template: 'treemap' })]
      : []),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Lightning CSS compiles the stylesheets; its custom media carry the shared breakpoints.
  css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? {
        // The server renderer (src/entry-server.tsx), imported by the API at run time.
        outDir: fileURLToPath(new URL('./dist-ssr', import.meta.url)),
        emptyOutDir: true,
      }
    : {
        outDir: fileURLToPath(new URL('./dist', import.meta.url)),
        emptyOutDir: true,
        // One stylesheet for the whole app (about 16 KB compressed), linked from index.html: the
        // server-rendered HTML of any route is styled at first paint, instead of shifting when a
        // lazily loaded screen brings its own CSS (docs/decisions/010-server-rendering.md).
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            // React changes far less often than the app: its own long-cached chunk. Charts load only
            // with the screens that draw them (creator page trend, analytics). Other libraries stay
            // with the screens that use them, so a page loads only what it renders.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                // Shared by the app and the charts: kept out of the charts chunk.
                { name: 'vendor', test: /node_modules[\\/](use-sync-external-store|react-is|clsx)[\\/]/ },
                // Everything else the entry imports statically: one request instead of a dozen
                // small ones, each with its own headers and round trip on a phone.
                { name: 'app', tags: ['$initial'] },
                // The building blocks of the public pages (cards, stars, badges, review list, number
                // and date formats): one chunk shared by home, search, categories and creator pages.
                {
                  name: 'ui',
                  test: /apps[\\/]web[\\/]src[\\/]components[\\/](avatar|category-tag|creator-card|icons|pagination|page|platform-badge|review-card|search-box|skeleton|stars|toggle-switch)[\\/]|packages[\\/]shared[\\/]src[\\/](format|platforms|filters)\.ts|node_modules[\\/](dayjs|@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]mutationObserver|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]useMutation)/,
                },
                {
                  name: 'charts',
                  test: /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|decimal\.js-light|@reduxjs|redux|redux-thunk|immer|reselect|react-redux|eventemitter3|internmap|es-toolkit|tiny-invariant)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
