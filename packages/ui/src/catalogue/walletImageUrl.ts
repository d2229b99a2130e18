import { buildCloudUrl, type WalletCatalogueEntry } from '@portico/core'

/**
 * A catalogue wallet's icon: its own image_url, else the cloud's SPEC §7 GET /getWalletImage/{id}
 * with the project id, SDK type and version every GET carries.
 */
export function walletImageUrl(
  wallet: Pick<WalletCatalogueEntry, 'image_url' | 'image_id'>,
  cloud: { apiUrl?: string | undefined; projectId?: string | undefined },
): string | undefined {
  if (wallet.image_url) return wallet.image_url
  if (!wallet.image_id || !cloud.apiUrl || !cloud.projectId) return undefined
  const path = `getWalletImage/${encodeURIComponent(wallet.image_id)}`
  return buildCloudUrl({ apiUrl: cloud.apiUrl, projectId: cloud.projectId }, path).toString()
}
