import type { LocalStack } from '../stack/loadLocalStack'
import { DEMO_PROJECT_ID } from './demoProjectId'

// A project id as a cloud makes them (the local cloud's are 32 hex digits); anything else is a typo.
const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The cloud project the page runs under, carried by `?project=`: the stack's demo project (every feature on)
 * when absent; `one-wallet`, the stack's project with multiWallet off (SPEC §4: the info alert instead); or the
 * id of any project of the stack's cloud, e.g. one made in its dashboard.
 */
export function demoProjectFromUrl(stack: LocalStack, search = globalThis.location?.search ?? ''): string {
  const project = new URLSearchParams(search).get('project')
  if (project === null) return DEMO_PROJECT_ID
  if (project === 'one-wallet') {
    if (!stack.oneWalletProjectId)
      throw new Error('This stack made no one-wallet project: start it with `pnpm demo` (scripts/stack.mjs)')
    return stack.oneWalletProjectId
  }
  if (!PROJECT_ID.test(project))
    throw new Error(
      `?project= takes 'one-wallet' or a project id (letters, digits, - and _; at most 64), not '${project}'`,
    )
  return project
}
