import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'server/db/generated/**', 'web/__generated__/**', 'tests/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // The plain JavaScript files (configs, the service worker, the S3 test server) sit outside tsconfig.json.
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  // Tests read untyped JSON (REST and GraphQL bodies, fixtures), so only the any-tracking rules are off for them.
  {
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { relay },
    rules: {
      ...relay.configs['ts-recommended'].rules,
      // Relies on Meta's globally unique module names (its README); here it flags every spread handed down through a child.
      'relay/must-colocate-fragment-spreads': 'off',
      // 211 findings at adoption, mostly fields read in another module (viewer context, $data passed to hooks, mutation
      // payloads refreshing the store): off until those readers take their own fragments.
      'relay/unused-fields': 'off',
    },
  },
  // The shared vocabulary (docs/adr/0007): the web takes rules from domain/, never from the server.
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.{1,2}/)+server(/|$)', message: 'The web never imports the server: shared rules live in domain/ (@domain/…).' }] },
      ],
    },
  },
  // domain/ is pure and isomorphic: no server, no web, no Node built-ins, no Prisma.
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'domain/ runs in the browser too: no Node built-ins.' })),
          patterns: [
            { regex: '^(\\.{1,2}/)+(server|web)(/|$)', message: 'domain/ imports neither server/ nor web/.' },
            { regex: '^node:', message: 'domain/ runs in the browser too: no Node built-ins.' },
            { regex: '^@prisma/', message: 'domain/ knows no database: no Prisma.' },
          ],
        },
      ],
    },
  },
  {
    // No import cycles, dynamic import() included: a shared piece goes into a leaf module.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
);
