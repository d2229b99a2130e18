import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
export const freshAppTemplate = fileURLToPath(new URL('../../fresh-app/', import.meta.url))
