const { join } = require('node:path')

/**
 * Core's import graph has no circle, type-only imports counted (`tsPreCompilationDeps`): a type an
 * action needs lives in a types-only module, never in the factory that uses the action (ARCHITECTURE.md).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle ties every module on it to all the others: move the shared type to its own module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // Absolute, so the check runs the same from the repo root and from this folder.
    tsConfig: { fileName: join(__dirname, 'tsconfig.json') },
    doNotFollow: { path: 'node_modules' },
  },
}
