// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web feature zones: a feature (apps/web/src/features/<name>/) imports only itself and the shared
// folders (components/, lib/, hooks/, types/); shared code imports no feature. What two features
// need lives in the shared folders. tests/architecture/architecture.test.ts keeps the same rule.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)`,
            message: 'A feature does not import another feature: move what both need to components/, lib/ or hooks/.',
          },
          { regex: '^(\\.\\./){2,}', message: `Import outside the feature through '@/…' (or '@core/…' for the server's types).` },
        ],
      },
    ],
  },
}));
const sharedZone = {
  files: ['apps/web/src/{components,lib,hooks,types}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^@/features/', message: 'Shared web code does not import a feature: it sits below them.' },
          { regex: '^(\\.\\./)+features/', message: 'Shared web code does not import a feature: it sits below them.' },
          { regex: '^(\\.\\./){2,}', message: `Reach the server's types through '@core/…' or '@api-types'.` },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Kysely's migration convention: a migration is frozen in time, so it (and a test replaying it)
    // types the database as `Kysely<any>` instead of today's schema.
    files: ['adapters/persistence/migrations/**/*.ts', 'adapters/persistence/contract/migration-*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...featureZones,
  sharedZone,
);
