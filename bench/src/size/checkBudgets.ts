import type { BuildSize } from './measureBuild'

/** bench/budgets.json: gzip bytes Portico may cost; `pnpm bench:size --check` fails past them. */
export type Budgets = {
  /** Portico's initial JS minus the bare wagmi baseline's. */
  firstLoadOverBaselineGzip: number
  /** What opening the modal loads beyond the initial JS: the shell chunk and its static imports. */
  modalShellGzip: number
}

export type BudgetCheck = { name: keyof Budgets; actual: number; budget: number; ok: boolean }

/** The name of Portico's modal shell chunk (@portico/ui's preloadModal imports ./modal/mountModal). */
export const MODAL_SHELL_CHUNK = 'mountModal'

export function checkBudgets(
  sizes: { portico: BuildSize; baseline: BuildSize },
  budgets: Budgets,
): BudgetCheck[] {
  const shell = sizes.portico.lazy[MODAL_SHELL_CHUNK]
  if (!shell)
    throw new Error(`Portico's build has no lazy "${MODAL_SHELL_CHUNK}" chunk: the modal is no longer split`)
  const check = (name: keyof Budgets, actual: number): BudgetCheck => ({
    name,
    actual,
    budget: budgets[name],
    ok: actual <= budgets[name],
  })
  return [
    check('firstLoadOverBaselineGzip', sizes.portico.initial.gzip - sizes.baseline.initial.gzip),
    check('modalShellGzip', shell.beyondInitial.gzip),
  ]
}
