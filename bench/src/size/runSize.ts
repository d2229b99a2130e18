import { readFileSync } from 'node:fs'
import { budgetsFile } from '../paths'
import { PRODUCTS, type Product, productById } from '../products'
import { type BudgetCheck, type Budgets, checkBudgets } from './checkBudgets'
import { measureProduct, type ProductSize } from './measureProduct'

export type SizeReport = { products: ProductSize[]; budgets: Budgets; checks: BudgetCheck[] }

/** Measures the given pages (Portico and the baseline always, for the budgets) and checks the budgets. */
export async function runSize(ids: readonly string[] = ['baseline', 'portico']): Promise<SizeReport> {
  const wanted = new Set(['baseline', 'portico', ...ids])
  const products: Product[] = PRODUCTS.filter((product) => wanted.has(product.id))
  for (const id of ids) productById(id)
  const results: ProductSize[] = []
  // One build at a time: the machine is shared.
  for (const product of products) results.push(await measureProduct(product))
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets
  const sizeOf = (id: string) => {
    const result = results.find((entry) => entry.product === id)
    if (!result?.ok) throw new Error(`The ${id} page did not build`)
    return result.size
  }
  const checks = checkBudgets({ portico: sizeOf('portico'), baseline: sizeOf('baseline') }, budgets)
  return { products: results, budgets, checks }
}
