import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// `npm run lint` runs with a 64 MB young generation: the type-aware rules allocate so much that the
// default one spends about a seventh of lint's CPU on collecting garbage.
export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-electron', 'release', 'data', 'test-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Style only: `() => void send()` and `onClick={() => setOpen(false)}` read fine.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Still catches "[object Object]"; numbers read fine, and the nullish findings could not be nullish.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allowAny: false,
          allowBoolean: false,
          allowNever: false,
          allowNullish: true,
          allowNumber: true,
          allowRegExp: false,
        },
      ],
      // Mostly noise: teardown guards for a failed beforeAll, flags set in callbacks, checks on outside data.
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  {
    // A promise nobody awaits or catches loses its error silently.
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The plain .js/.mjs files are outside tsconfig.json, so they have no type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Vitest types its asymmetric matchers (expect.any, expect.stringContaining) as `any` on purpose.
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'node:*', '**/electron/**'],
              message: 'The renderer may import only common/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/renderer/**', '**/electron/**'],
              message: 'common/ imports nothing of the project.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/renderer/**', '**/electron/**'], message: 'The server may import only common/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/renderer/**', '**/electron/**'], message: 'The server may import only common/.' },
            {
              group: ['better-sqlite3', 'drizzle-orm', 'drizzle-orm/*', '**/db/schema'],
              message: 'Only server/db/ reads and writes the database; add a query function there.',
            },
            {
              group: ['**/db/client'],
              importNames: ['sqliteOf'],
              message: 'Only server/db/ reads and writes the database; add a query function there.',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside server/db, drizzle's builder by default: raw SQL only in server/db/raw/, each file saying why.
    files: ['server/db/**/*.ts'],
    ignores: ['server/db/raw/**', 'server/db/client.ts', 'server/db/sql-functions.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/renderer/**', '**/electron/**'], message: 'The server may import only common/.' },
            {
              group: ['better-sqlite3'],
              message:
                "Use drizzle's builder here; raw SQL goes into server/db/raw/ with the reason it is raw.",
            },
            {
              group: ['**/client'],
              importNames: ['sqliteOf'],
              message:
                "Use drizzle's builder here; raw SQL goes into server/db/raw/ with the reason it is raw.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['better-sqlite3', 'drizzle-orm', 'drizzle-orm/*', '**/db/**'],
              message: 'The desktop shell talks to the server over HTTP, never to its database.',
            },
          ],
        },
      ],
    },
  },
);
