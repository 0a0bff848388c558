// The base flat config for every TypeScript package of the workspace.
import js from '@eslint/js';
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
];

export default base;
