import { buildPage } from '../pages/buildPage'
import { installedVersions } from '../pages/installedVersions'
import { installPeerPage } from '../pages/installPeerPage'
import type { Product } from '../products'
import { type BuildSize, measureBuild } from './measureBuild'
import { readManifest } from './readManifest'

export type ProductSize =
  | {
      product: Product['id']
      ok: true
      versions: Record<string, string>
      size: BuildSize
      /** Source bytes before minifying, by package, in the initial chunks. */
      initialComposition: Record<string, number>
    }
  | { product: Product['id']; ok: false; versions: Record<string, string>; error: string; stage: string }

/** Installs (peers), builds and measures one page; a peer that fails says at which stage and why. */
export async function measureProduct(product: Product): Promise<ProductSize> {
  let stage = 'install'
  try {
    installPeerPage(product)
    stage = 'build'
    const { dir, initialComposition } = await buildPage(product)
    stage = 'measure'
    const size = measureBuild(dir, readManifest(dir))
    return { product: product.id, ok: true, versions: installedVersions(product), size, initialComposition }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (!product.peer) throw error
    return { product: product.id, ok: false, versions: {}, error: message.slice(0, 2000), stage }
  }
}
