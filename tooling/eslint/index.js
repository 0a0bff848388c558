// The base flat config for every TypeScript package of the workspace.
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import playwright from 'eslint-plugin-playwright';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Files allowed to read `process.env`: a package's config module and tool configs.
 * Everything else receives its settings from one of these.
 */
export const configModuleFiles = [
  '**/config.ts',
  '**/config/**/*.ts',
  '**/env.ts',
  '**/*.config.ts',
  '**/*.config.js',
  '**/*.config.mjs',
  '**/.storybook/**',
];

export const environmentRule = {
  'no-restricted-properties': [
    'error',
    {
      object: 'process',
      property: 'env',
      message:
        "Read the environment only in the package's config module (config.ts, env.ts or config/) and pass values in.",
    },
  ],
};

/**
 * The project's own assertion helpers: a test that calls one of them expects something (the
 * `expect-expect` rules). A new helper that asserts goes here.
 */
export const assertionHelpers = ['expect', 'expect.*', 'assert', 'assert.*', 'expect*', 'assert*'];

/** Unit tests (Vitest): none focused, none disabled, each expects something. */
export const unitTestRules = {
  files: ['**/*.test.{ts,tsx,js}'],
  plugins: { vitest },
  rules: {
    'vitest/no-focused-tests': 'error',
    'vitest/no-disabled-tests': 'error',
    'vitest/expect-expect': ['error', { assertFunctionNames: assertionHelpers }],
  },
};

/** End-to-end specs (Playwright): none focused, none skipped, each expects something. */
export const endToEndRules = {
  files: ['**/*.e2e.spec.ts'],
  plugins: { playwright },
  rules: {
    'playwright/no-focused-test': 'error',
    'playwright/no-skipped-test': 'error',
    'playwright/expect-expect': ['error', { assertFunctionNames: assertionHelpers }],
  },
};

/** @type {import('eslint').Linter.Config[]} */
export const base = [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.react-router/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node, ...globals.es2024 },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      ...environmentRule,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: configModuleFiles,
    rules: { 'no-restricted-properties': 'off' },
  },
  unitTestRules,
  endToEndRules,
];

export default base;
