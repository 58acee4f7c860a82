import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const features = existsSync(`${web}/features`) ? readdirSync(`${web}/features`) : [];

// The one-way dependencies of the architecture brief, enforced rather than advised:
// domain ← server, domain ← web; web never imports server; a feature never imports another
// feature; only app/ composes features; shared layers depend on no feature.
const zones = [
  {
    target: './packages/domain',
    from: './apps',
    message: 'The domain package has no I/O and knows no app.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app talks to the server over HTTP only.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server does not import the web app.',
  },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: compose them in app/.',
  })),
  {
    target: [`${web}/features`, `${web}/components`, `${web}/lib`, `${web}/brand`],
    from: `${web}/app`,
    message: 'Only app/ composes; nothing imports from it.',
  },
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/brand`],
    from: `${web}/features`,
    message: 'Shared layers do not depend on a feature.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...tseslint.configs.recommendedTypeChecked,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: globals.node,
      // Type-aware rules: each file is checked with the tsconfig that owns it.
      parserOptions: {
        projectService: {
          // The root's test configuration belongs to no app's tsconfig.
          allowDefaultProject: ['vitest.config.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/domain/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
            'scripts/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      // French typography puts a narrow no-break space (U+202F) before « ? ! ; : » and inside
      // guillemets, and a non-breaking hyphen in « e‑mail », in every text a person reads
      // (@prepacode/domain/typography): allowed in texts, still refused in code.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true, skipRegExps: true },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      // House rule: a file is read in one sitting; split it before 400 lines.
      'max-lines': ['error', { max: 400 }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // This file is JavaScript that TypeScript does not check: the type-aware rules cannot apply.
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
  {
    // The scripts are plain JavaScript checked by TypeScript (// @ts-check, scripts/tsconfig.json
    // and bench/tsconfig.json): a parameter without a JSDoc type is `any` there by choice, so the
    // rules about `any` flowing on would flag every line; the other type-aware rules hold.
    files: ['bench/**/*.mjs', 'scripts/**/*.mjs'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: globals.browser },
  },
  {
    // Fastify tells a promise plugin or hook from a callback one by what it returns: a plugin or
    // hook that is not async must take and call `done`, or the boot (or the request) hangs. An
    // async function without await is the idiomatic form there (fastify/demo), so require-await
    // does not apply to the files that register plugins, routes and hooks.
    files: [
      'apps/server/src/**/*.routes.ts',
      'apps/server/src/plugins/*.ts',
      'apps/server/src/modules/central/cors.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['apps/web/**/*.tsx'],
    rules: {
      // A scrolling region must take the focus so keyboard users can scroll it (axe's
      // scrollable-region-focusable, WCAG 2.1.1): allow tabIndex on a named region.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
);
