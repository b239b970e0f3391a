import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import borders from './tools/lint/borders.js';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const api = { tsconfig: here('apps/api/tsconfig.json'), src: here('apps/api/src') };
const web = { tsconfig: here('apps/web/tsconfig.json'), src: here('apps/web/src') };
const tools = { tsconfig: here('tools/tsconfig.json'), src: here('tools') };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/dist-stats/**',
      '**/.scratch/**',
      '.shots/**',
      'e2e/.data/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // One direction of imports: shared imports neither app; the apps never import each other.
  {
    files: ['packages/shared/**'],
    rules: restrict([
      {
        group: ['@fanlens/api', '@fanlens/web', '@fanlens/tools', '**/apps/**', '**/tools/**'],
        message: 'packages/shared imports neither app.',
      },
    ]),
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        {
          group: ['@fanlens/api', '@fanlens/tools', '**/apps/api/**', '**/tools/**'],
          message: 'The web imports only shared.',
        },
      ]),
    },
  },
  {
    files: ['apps/api/**'],
    rules: restrict([
      { group: ['@fanlens/web', '**/apps/web/**'], message: 'The API never imports the web app.' },
      { group: ['@fanlens/tools', '**/tools/**'], message: 'The API never imports tools (tools may import the API).' },
    ]),
  },
  // The borders inside each app (apps/api/README.md, apps/web/README.md), on the whole import graph.
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { borders },
    rules: {
      'borders/no-import-cycle': ['error', api],
      'borders/no-module-cycle': [
        'error',
        {
          ...api,
          nested: ['modules'],
          // Bottom first: a part imports only its own layer and the layers below it.
          layers: [
            ['config.ts'],
            ['db'],
            ['lib'],
            ['jobs'],
            ['modules'],
            ['demo-data', 'backups'],
            ['app.ts', 'background-jobs.ts', 'start.ts', 'server.ts', 'workers.ts'],
          ],
        },
      ],
    },
  },
  {
    files: ['tools/**/*.ts'],
    plugins: { borders },
    rules: { 'borders/no-import-cycle': ['error', tools] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { borders },
    rules: {
      'borders/no-import-cycle': ['error', web],
      'borders/feature-borders': [
        'error',
        { ...web, features: 'features', composition: 'app', shared: ['components', 'api', 'lib', 'config', 'types'] },
      ],
    },
  },
);
