// ESLint (flat config): JavaScript and TypeScript recommended rules, the
// rules of hooks, and the import boundaries of docs/project-structure in
// bulletproof-react: shared (components, hooks, lib, config, types) →
// features → app. A feature never imports another feature; what two
// features share lives in a shared layer, or the page that needs both is
// composed in src/app/routes.
//
// No rule here needs type information, so linting parses each file once
// and stays fast (`npm run lint` also keeps a cache in node_modules/.cache).
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const CROSS_FEATURE =
  'A feature never imports another feature: move what both need to a shared layer (src/components/<domain>, src/lib, src/hooks) or compose the page in src/app/routes.';
const SHARED_TO_FEATURE = 'Shared code (components, hooks, lib, config, types) never imports a feature or the app.';
const FEATURE_TO_APP = 'Features never import from src/app: the app composes features, not the other way round.';
const RELATIVE_OUT = "Import from outside this folder's feature with the @/ alias, so the boundary rules can see it.";

const restrict = (patterns) => ['error', { patterns }];

/** The no-restricted-imports patterns for the files of one feature. */
const featurePatterns = (feature, maxUp) => [
  { regex: `^@/features/(?!${feature}/)`, message: CROSS_FEATURE },
  { regex: '^@/app(/|$)', message: FEATURE_TO_APP },
  // features/<f>/<folder>/file.ts may go up one level (to features/<f>), a test in __tests__ two.
  { regex: `^(\\.\\./){${maxUp + 1},}`, message: RELATIVE_OUT },
];

export default defineConfig(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'e2e/artifacts/'] },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },

  // Tests, the test harness and the Node-side files.
  {
    files: ['src/**/__tests__/**', 'src/testing/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest, ...globals.node } },
  },
  {
    files: ['*.{js,ts}', 'scripts/**', 'e2e/**', 'src/testing/jsdom-environment.js'],
    languageOptions: { globals: globals.node },
  },

  // Import boundaries.
  {
    files: ['src/{components,hooks,lib,config,types}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^@/(features|app)(/|$)', message: SHARED_TO_FEATURE },
        { regex: '(^|/)\\.\\./(.*/)?(features|app)(/|$)', message: SHARED_TO_FEATURE },
      ]),
    },
  },
  ...features.flatMap((feature) => [
    {
      files: [`src/features/${feature}/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': restrict(featurePatterns(feature, 1)) },
    },
    {
      files: [`src/features/${feature}/**/__tests__/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': restrict(featurePatterns(feature, 2)) },
    },
  ]),
);
