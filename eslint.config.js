import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of apps/web/src/features is a feature: read here, so the list cannot drift.
const webFeatures = readdirSync(new URL('./apps/web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The browser's Intl formatters load locale data at first use (tens of milliseconds of a
// phone's main thread): numbers and times go through @myeolgong/contract/korean-number and
// korean-time instead (docs/performance.md 'Issue 23, seventh session').
const noIntlFormatters = [
  {
    selector:
      "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat|RelativeTimeFormat|PluralRules)$/]",
    message:
      'Intl 포매터 대신 @myeolgong/contract/korean-number, korean-time을 쓰세요 (첫 화면의 로캘 데이터 로딩).',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]',
    message:
      'toLocaleString 대신 @myeolgong/contract/korean-number의 groupDigits를 쓰세요 (첫 화면의 로캘 데이터 로딩).',
  },
];

// The web app reaches the server only through lib/http.ts `call` with an endpoint of
// @myeolgong/contract/endpoints: a path written by hand is not checked when the server renames it.
const apiPathMessage =
  '서버 경로를 직접 쓰지 말고 @myeolgong/contract/endpoints의 endpoint를 lib/http.ts의 call()로 부르세요.';
const noApiPaths = [
  { selector: 'Literal[value=/^\\/api\\//]', message: apiPathMessage },
  { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: apiPathMessage },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/external-module-folders': ['node_modules'],
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Import cycles are dependency-cruiser's no-circular (npm run depcruise), over the server,
      // the web app and the contract in one pass: import/no-cycle took half of ESLint's time.
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features stay independent: share through components/ui, lib or the contract.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                '기능(feature) 사이에는 직접 import하지 말고 components/ui, lib, contract로 공유하세요.',
            })),
            {
              target: [
                './apps/web/src/features',
                './apps/web/src/components',
                './apps/web/src/lib',
              ],
              from: './apps/web/src/app',
              message: 'app/은 기능을 조합하는 곳입니다. 기능과 lib는 app/을 import하지 않습니다.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message: '공용 코드(components, lib)는 기능(features)에 의존하지 않습니다.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/lib/http.ts', 'apps/web/src/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', ...noIntlFormatters, ...noApiPaths],
      // The barrel holds every group: a module lands in one chunk whole, so a page importing it
      // would carry the whole endpoint table (docs/architecture.md 'Adding a module').
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@myeolgong/contract/endpoints',
              message: '웹에서는 @myeolgong/contract/endpoints/<group>을 import하세요.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/http.ts', 'packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...noIntlFormatters] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src',
              from: './apps/web',
              message:
                '서버는 웹 앱 코드를 import하지 않습니다. 공유는 packages/contract로 하세요.',
            },
            {
              target: './apps/server/src/lib',
              from: './apps/server/src/modules',
              message: 'lib/는 모듈(modules)에 의존하지 않습니다.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contract',
              from: './apps',
              message: 'contract는 앱 코드에 의존하지 않습니다.',
            },
          ],
        },
      ],
    },
  },
);
