// The module cycle rule of the import cycle check (`npm run cycles`, part of `npm run lint`;
// scripts/check-cycles.ts runs it and then checks folder cycles). Every .ts and .tsx module of
// packages/*/src, apps/*/src, e2e and scripts counts, tests and type-only imports too. The
// workspace packages (@larder/domain, @larder/data) resolve through their node_modules links
// and package.json "exports" to their src/, so a cycle across packages is seen too.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module imports itself through others: move what they share down to a module of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^(packages/[^/]+/src|apps/[^/]+/src|e2e|scripts)/',
    exclude: {
      path: [
        'node_modules/',
        '/dist/',
        '/dev-dist/',
        '/coverage/',
        '^data/',
        '^packages/\\w+/data/',
        '^e2e/artifacts/',
      ],
    },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
