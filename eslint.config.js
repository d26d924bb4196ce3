// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'bench/results/**',
      'e2e/artifacts/**',
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // A leading underscore names what a signature, a destructuring or a catch must hold but the code does not read
    // (express' error handler's `next`, the key a rest sibling leaves out: `const { members: _members, ...details }`,
    // an error a fallback ignores).
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // A variable a callback reads before its one assignment stays `let`: the notification stream's close
      // handler reads `release` before hub.open answers it, and as a const that read would throw (temporal dead zone).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The frontend's tests and their kit: a mock stands in for an async function, so an async arrow without an
    // await is how it answers a promise; `expect(spies.update)` reads a vi.fn, which has no `this` to lose.
    files: ['frontend/src/**/*.spec.{ts,tsx}', 'frontend/src/test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dth/*/src', '@dth/*/src/*'],
              message: 'Import a workspace by its package entry, not its sources.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read answers whose type is `any` by design (supertest's res.body, page.evaluate, JSON.parse): the
    // assertion that follows is their check, so the no-unsafe-* family would only ask for casts that prove nothing.
    files: ['**/*.spec.{ts,tsx}', 'e2e/**/*.ts', 'testing/src/**/*.ts', 'bench/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The gateway suites' answer body (GatewayAnswer.json, and `ok`'s) is what supertest's res.body is to the other
    // tests: any by design, each test reading the fields it expects and asserting them (362 reads across the suites).
    files: ['testing/src/rawRequests.ts', 'gateway-tests/src/gateway/gatewayRequests.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The back end's adapters over synchronous libraries (better-sqlite3) implement promise-returning ports with
    // async methods that await nothing: `async` makes a throw a rejection, as the other adapters' are.
    files: ['{infrastructure,query-api,projector,worker,deploy,testing,bench}/**/*.ts'],
    rules: {
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
  prettier,
);
