// Cycles of any kind, type-only imports included (ADR 0025): ESLint's import-x/no-cycle skips
// `import type`, and a cycle of types is still two files that cannot be read apart. The layers'
// direction is ESLint's (eslint.config.js); this file only forbids going round.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Two files that import each other, by values or by types only.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
