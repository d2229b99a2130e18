import type { CatalogueWallet } from './adminApi'

/** The catalogue wallet a typed text names: its id, or its name in any case; undefined when none. */
export function findCatalogueWallet(
  catalogue: readonly CatalogueWallet[],
  typed: string,
): CatalogueWallet | undefined {
  const wanted = typed.trim().toLowerCase()
  return catalogue.find((wallet) => wallet.id === wanted || wallet.name.toLowerCase() === wanted)
}
