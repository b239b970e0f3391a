import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
    rules: restrict([{ group: ['@fanlens/web', '**/apps/web/**'], message: 'The API never imports the web app.' }]),
  },
);
