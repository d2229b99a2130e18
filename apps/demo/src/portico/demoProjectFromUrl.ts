import type { LocalStack } from '../stack/loadLocalStack'
import { DEMO_PROJECT_ID } from './demoProjectId'

/**
 * The cloud project the page runs under, carried by `?project=`: the stack's demo project (every feature on)
 * when absent, or `one-wallet`, the stack's project with multiWallet off (SPEC §4: the info alert instead).
 */
export function demoProjectFromUrl(stack: LocalStack, search = globalThis.location?.search ?? ''): string {
  const project = new URLSearchParams(search).get('project')
  if (project === null) return DEMO_PROJECT_ID
  if (project !== 'one-wallet') throw new Error(`?project= takes 'one-wallet' or nothing, not '${project}'`)
  if (!stack.oneWalletProjectId)
    throw new Error('This stack made no one-wallet project: start it with `pnpm demo` (scripts/stack.mjs)')
  return stack.oneWalletProjectId
}
