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
    // The school space shows a learner's series as the learner saw it, with the player's own
    // review of a question: one home for that view (ADR 0026).
    except: feature === 'school-space' ? [`./${feature}`, './player'] : [`./${feature}`],
    message: 'A feature does not import another feature: compose them in app/ or central/.',
  })),
  {
    target: [
      `${web}/features`,
      `${web}/components`,
      `${web}/lib`,
      `${web}/brand`,
      `${web}/central`,
    ],
    from: `${web}/app`,
    message: 'Only app/ composes the learner app; nothing imports from it.',
  },
  {
    target: [`${web}/features`, `${web}/components`, `${web}/lib`, `${web}/brand`, `${web}/app`],
    from: `${web}/central`,
    message: 'Only central/ composes the central site; nothing imports from it.',
  },
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/brand`],
    from: `${web}/features`,
    message: 'Shared layers do not depend on a feature.',
  },
];

const server = './apps/server/src';
// Kysely's query builders: a call to one of these is SQL.
const SQL_BUILDERS =
  'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom';
// The server's layers, lowest first (ADR 0025): each imports only from the layers below it.
// lib and config are the bottom; db is the schema, migrations and the engines; plugins are the
// HTTP concerns every route shares; modules are the product's tasks; demo seeds them; admin
// and the composition root (app.ts, server.ts, first-start.ts) sit on top.
const root = ['app.ts', 'server.ts', 'first-start.ts', 'start-banner.ts', 'start-errors.ts'].map(
  (file) => `${server}/${file}`,
);
const above = {
  lib: [
    `${server}/db`,
    `${server}/plugins`,
    `${server}/modules`,
    `${server}/demo`,
    `${server}/admin`,
    ...root,
  ],
  db: [`${server}/plugins`, `${server}/modules`, `${server}/demo`, `${server}/admin`, ...root],
  plugins: [`${server}/modules`, `${server}/demo`, `${server}/admin`, ...root],
  modules: [`${server}/demo`, `${server}/admin`, ...root],
  demo: [`${server}/admin`, ...root],
};
const serverZones = [
  {
    target: `${server}/lib`,
    from: above.lib,
    message: 'lib is the bottom layer: it imports nothing of the app but config.',
  },
  {
    target: `${server}/db`,
    from: above.db,
    message: 'db imports no plugin, module, demo or admin code.',
  },
  {
    target: `${server}/plugins`,
    from: above.plugins,
    message: 'A plugin imports no module: a module registers its own plugin.',
  },
  {
    target: `${server}/modules`,
    from: above.modules,
    message: 'A module imports no demo or admin code.',
  },
  { target: `${server}/demo`, from: above.demo, message: 'Demo seeding imports no admin code.' },
  {
    target: `${server}/db/migrations`,
    from: ['./apps/server/src', './packages'],
    except: ['./db/migrations'],
    message: 'A landed migration is frozen: it imports only kysely, never code that changes.',
  },
  {
    target: server,
    from: './apps/server/test',
    message: 'Test helpers are for tests (*.test.ts) only.',
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
      'import-x/no-restricted-paths': ['error', { zones }],
      // TypeScript checks what these look up again (typescript-eslint's performance guide), and
      // dependency-cruiser refuses every cycle (ADR 0025): a second walk of the import graph
      // was a fifth of the lint's time.
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      // vite-plugin-pwa's registration module exists in the build only (its types: its client).
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:pwa-register$'] }],
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
  {
    files: ['eslint.config.js', '.dependency-cruiser.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
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
    // The server's sources keep its layers; its tests stand beside what they test and may set
    // up their data through any layer.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...serverZones] }],
      // SQL lives in *.repository.ts files (and the db layer): a service says what it does,
      // a repository how the database does it, so a query is found and changed in one place.
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${SQL_BUILDERS})$/]`,
          message: 'SQL only in a *.repository.ts file (ADR 0025).',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL only in a *.repository.ts file (ADR 0025).',
        },
      ],
    },
  },
  {
    // The db layer is SQL by nature; demo seeding writes its rows the way migrations do.
    files: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**/*.ts',
      'apps/server/src/demo/**/*.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // A landed migration imports only kysely: what it does never changes with the code.
    files: ['apps/server/src/db/migrations/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!kysely$|\\./)', message: 'A migration imports only kysely.' }] },
      ],
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
      'apps/server/src/**/*.plugin.ts',
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
      // Every page's main is the skip link's target (components/ui/main.tsx, issue #40).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='main']",
          message: 'Use <Main> (components/ui/main.tsx): the skip link leads to its id.',
        },
      ],
    },
  },
  { files: ['apps/web/src/components/ui/main.tsx'], rules: { 'no-restricted-syntax': 'off' } },
);
