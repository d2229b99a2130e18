import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** bench/ itself, whether this runs from src/ (vitest) or dist/ (the CLIs). */
export const benchRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
export const repoRoot = join(benchRoot, '..')
export const pagesDir = join(benchRoot, 'pages')
/** Built pages; git-ignored, rebuilt on every run. */
export const outDir = join(benchRoot, '.out')
export const resultsDir = join(benchRoot, 'results')
export const budgetsFile = join(benchRoot, 'budgets.json')
