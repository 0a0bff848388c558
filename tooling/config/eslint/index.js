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

/** Files Vitest runs. */
export const unitTestFiles = ['**/*.test.{ts,tsx,js}'];

/**
 * Files `node --test` runs when given no arguments (its default patterns). The `node:test`
 * restrictions below apply only to the ones that import `node:test`.
 */
export const nodeTestFiles = [
  '**/*.test.{js,mjs,cjs}',
  '**/*-test.{js,mjs,cjs}',
  '**/*_test.{js,mjs,cjs}',
  '**/test-*.{js,mjs,cjs}',
  '**/test.{js,mjs,cjs}',
  '**/test/**/*.{js,mjs,cjs}',
];

/** End-to-end specs (Playwright). */
export const endToEndFiles = ['**/*.e2e.spec.ts'];

const testRunners = '/^(test|it|describe|suite)$/';
const onTestRunner = `:matches([object.name=${testRunners}], [object.object.name=${testRunners}], [object.object.object.name=${testRunners}])`;
const callsTestRunner = `:matches([callee.name=${testRunners}], [callee.object.name=${testRunners}], [callee.object.object.name=${testRunners}], [callee.property.name=${testRunners}])`;
const importsNodeTest = "Program:has(ImportDeclaration[source.value='node:test'])";

/**
 * What no test may use to switch itself off or to pass whatever happens, as `no-restricted-syntax`
 * entries. Vitest's `.skip` and `.todo` are the plugin's (`no-disabled-tests`, `warn-todo`); the
 * rest has no plugin rule. The `node:test` entries match only in a file that imports `node:test`.
 */
export const disabledTestSyntax = [
  {
    selector: `MemberExpression[property.name=/^(skipIf|runIf)$/]${onTestRunner}`,
    message:
      'A test runs in every environment: no `skipIf` or `runIf`. Make it pass everywhere, or move it to the suite of the environment it needs.',
  },
  {
    selector: `MemberExpression[property.name='fails']${onTestRunner}`,
    message:
      'A test that passes when it fails proves nothing: no `.fails`. Assert the failure itself (`toThrow`, `rejects`).',
  },
  {
    selector: `CallExpression${callsTestRunner} > ObjectExpression > Property[key.name='fails']`,
    message:
      'A test that passes when it fails proves nothing: no `fails` option. Assert the failure itself (`toThrow`, `rejects`).',
  },
  {
    selector: `${importsNodeTest} MemberExpression[property.name=/^(skip|todo)$/][object.name=${testRunners}]`,
    message: 'A test runs every time: no `.skip` or `.todo`. Fix the test, or delete it.',
  },
  {
    selector: `${importsNodeTest} CallExpression${callsTestRunner} > ObjectExpression > Property[key.name=/^(skip|todo)$/]`,
    message: 'A test runs every time: no `skip` or `todo` option. Fix the test, or delete it.',
  },
  {
    selector: `${importsNodeTest} CallExpression[callee.property.name=/^(skip|todo)$/][callee.object.type='Identifier']:not([callee.object.name=${testRunners}])`,
    message: 'A test runs to the end: no `t.skip()` or `t.todo()`. Fix the test, or delete it.',
  },
];

/**
 * What no end-to-end spec may use to switch itself off, to pass whatever happens, or to wait for a
 * guessed time, as `no-restricted-syntax` entries (the rest is `eslint-plugin-playwright`'s).
 */
export const weakenedSpecSyntax = [
  {
    selector:
      "MemberExpression[property.name='fail']:matches([object.name='test'], [object.name=/^(testInfo|info)$/], [object.callee.property.name='info'])",
    message:
      'A test that passes when it fails proves nothing: no `test.fail`. Assert the failure itself.',
  },
  {
    selector:
      "MemberExpression[property.name=/^(skip|fixme)$/][object.callee.property.name='info']",
    message: 'A test runs every time: no `test.info().skip()` or `.fixme()`.',
  },
  {
    selector: "MemberExpression[property.name='soft'][object.name=/^expect$|Expect$/]",
    message:
      'A failed expectation stops the test: no `expect.soft`. Use `expect`, or one test per case.',
  },
  {
    selector:
      "CallExpression[callee.property.name='configure'][callee.object.name=/^expect$|Expect$/] > ObjectExpression > Property[key.name='soft']",
    message:
      'A failed expectation stops the test: no `soft` expect. Use `expect`, or one test per case.',
  },
];

/**
 * Unit tests (Vitest): none focused, none disabled, skipped, conditional or expected to fail,
 * and each expects something, unconditionally.
 */
export const unitTestRules = {
  files: unitTestFiles,
  plugins: { vitest },
  rules: {
    'vitest/no-focused-tests': 'error',
    'vitest/no-disabled-tests': 'error',
    'vitest/warn-todo': 'error',
    'vitest/no-conditional-expect': 'error',
    'vitest/expect-expect': ['error', { assertFunctionNames: assertionHelpers }],
    'no-restricted-syntax': ['error', ...disabledTestSyntax],
  },
};

/**
 * Tests run with `node --test`: none skipped or left to do. Same list as the unit tests', so a
 * file both globs match gets all of it.
 */
export const nodeTestRules = {
  files: nodeTestFiles,
  rules: { 'no-restricted-syntax': ['error', ...disabledTestSyntax] },
};

/**
 * End-to-end specs (Playwright): none focused, skipped, fixme or expected to fail, no soft
 * expectation, no wait for a guessed time or a bare selector, and each expects something. Each
 * takes its suite's test object, not Playwright's own (which has no browser-error check).
 * (`networkidle` stays allowed: the specs that collect a page's errors wait for its requests to
 * settle with it.) No branch in a test: a behaviour that differs by width is one test per width,
 * tagged with the preset's `phoneOnly` or `desktopOnly`; one that differs by route or site is a
 * test per case, generated outside the test body.
 */
export const endToEndRules = {
  files: endToEndFiles,
  plugins: { playwright },
  rules: {
    'playwright/no-focused-test': 'error',
    'playwright/no-skipped-test': ['error', { allowConditional: false, disallowFixme: true }],
    'playwright/no-wait-for-timeout': 'error',
    'playwright/no-wait-for-selector': 'error',
    'playwright/no-conditional-expect': 'error',
    'playwright/no-conditional-in-test': 'error',
    'playwright/expect-expect': [
      'error',
      // Its names are exact: the helpers `expect…` and `assert…` are patterns here.
      {
        assertFunctionNames: ['expect', 'assert'],
        assertFunctionPatterns: ['^(expect|assert)[A-Z]'],
      },
    ],
    'no-restricted-syntax': ['error', ...weakenedSpecSyntax],
    // Playwright reads a fixture's dependencies from its first parameter: `({}, use)` has none.
    'no-empty-pattern': 'off',
    // Every spec takes its suite's test object, whose automatic check fails a test on any browser
    // error it did not declare (appTest, @journals/playwright-config/fixtures).
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@playwright/test',
            importNames: ['test'],
            message:
              "Take the suite's `test` (built on appTest): it fails a test on any browser error the test did not declare.",
          },
        ],
      },
    ],
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
  nodeTestRules,
  endToEndRules,
];

export default base;
