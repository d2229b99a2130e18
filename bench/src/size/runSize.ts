import { readFileSync } from 'node:fs'
import { budgetsFile } from '../paths'
import { PRODUCTS, type Product, productById } from '../products'
import { type BudgetCheck, type Budgets, checkBudgets } from './checkBudgets'
import { checkEmailFirstChunk, type EmailFirstChunkCheck } from './checkEmailFirstChunk'
import { measureProduct, type ProductSize } from './measureProduct'

export type SizeReport = {
  products: ProductSize[]
  budgets: Budgets
  checks: BudgetCheck[]
  /** The page with email and socials on has the plain page's first chunk. */
  emailFirstChunk: EmailFirstChunkCheck
}

/**
 * Measures the given pages (Portico with and without email, and the baseline, always: the budgets and the
 * email check need them) and checks the budgets.
 */
export async function runSize(
  ids: readonly string[] = ['baseline', 'portico', 'portico-email'],
): Promise<SizeReport> {
  const wanted = new Set(['baseline', 'portico', 'portico-email', ...ids])
  const products: Product[] = PRODUCTS.filter((product) => wanted.has(product.id))
  for (const id of ids) productById(id)
  const results: ProductSize[] = []
  // One build at a time: the machine is shared.
  for (const product of products) results.push(await measureProduct(product))
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets
  const built = (id: string) => {
    const result = results.find((entry) => entry.product === id)
    if (!result?.ok) throw new Error(`The ${id} page did not build`)
    return result
  }
  const checks = checkBudgets({ portico: built('portico').size, baseline: built('baseline').size }, budgets)
  const emailFirstChunk = checkEmailFirstChunk(built('portico'), built('portico-email'))
  return { products: results, budgets, checks, emailFirstChunk }
}
