// Import boundaries between src/ folders: the table in docs/design.md, enforced in CI.
// A folder may import itself and the folders listed here; nothing imports cli/; no cycles.
const allowed = {
  core: [],
  browser: ['core'],
  sites: ['core'],
  env: ['core', 'browser', 'sites'],
  eval: ['core', 'browser', 'models'],
  models: ['core'],
  rl: ['core', 'models'],
  curriculum: ['core', 'models'],
  pipeline: ['core', 'browser', 'sites', 'env', 'eval', 'models', 'rl', 'curriculum', 'report'],
  report: ['core'],
  cli: null, // anything
};
const folders = Object.keys(allowed);

const boundaryRules = folders
  .filter((from) => allowed[from] !== null)
  .map((from) => {
    const forbiddenTargets = folders.filter((to) => to !== from && !allowed[from].includes(to));
    return {
      name: `${from}-imports-only-${allowed[from].join('-') || 'itself'}`,
      comment: `src/${from} may import only: ${allowed[from].join(', ') || 'nothing of ours'} (docs/design.md)`,
      severity: 'error',
      from: { path: `^src/${from}/` },
      to: { path: `^src/(${forbiddenTargets.join('|')})/` },
    };
  });

module.exports = {
  forbidden: [
    ...boundaryRules,
    {
      name: 'through-index-only',
      comment:
        "Another folder is imported through its index.ts, its public face (docs/design.md); tests may reach a folder's test support.",
      severity: 'error',
      from: { path: '^src/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/[^/]+/', pathNot: ['^src/$1/', '^src/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-circular',
      comment: 'Modules must not depend on each other in a cycle.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
