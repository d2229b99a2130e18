import { HttpError } from '../errors'
import type { AdminContext } from './adminContext'
import { featuredAndExcludedMessage, unknownWalletsMessage } from './adminErrors'
import { type AdminProject, lockProject, readAdminProject } from './adminProject'
import { recordChange } from './auditLog'

export type SetProjectWalletsParameters = {
  projectId: string
  /** Shown first in the project's catalogue, in this order. */
  featured?: readonly string[]
  /** Never in the project's catalogue. */
  excluded?: readonly string[]
}

/**
 * Sets the project's featured and excluded wallet ids (each list only when given); 400 names ids the
 * catalogue lacks, or ids that would be both featured and excluded.
 */
export async function setProjectWallets(
  context: AdminContext,
  { projectId, featured, excluded }: SetProjectWalletsParameters,
): Promise<AdminProject> {
  const asked = [...new Set([...(featured ?? []), ...(excluded ?? [])])]
  const known = await context.db.query<{ id: string }>('select id from wallets where id = any($1::text[])', [
    asked,
  ])
  const unknown = asked.filter((id) => !known.some((row) => row.id === id))
  if (unknown.length > 0) throw new HttpError(400, unknownWalletsMessage(unknown))
  await context.db.transaction(async (tx) => {
    await lockProject(tx, projectId)
    // A list not given stays as stored: the one given must not contradict it.
    const [stored] = await tx.query<{ featured_wallet_ids: string[]; excluded_wallet_ids: string[] }>(
      'select featured_wallet_ids, excluded_wallet_ids from projects where id = $1',
      [projectId],
    )
    const willFeature = featured ?? stored?.featured_wallet_ids ?? []
    const willExclude = new Set(excluded ?? stored?.excluded_wallet_ids ?? [])
    const both = [...new Set(willFeature.filter((id) => willExclude.has(id)))]
    if (both.length > 0) throw new HttpError(400, featuredAndExcludedMessage(both))
    if (featured) {
      await tx.query('update projects set featured_wallet_ids = $2 where id = $1', [
        projectId,
        [...new Set(featured)],
      ])
    }
    if (excluded) {
      await tx.query('update projects set excluded_wallet_ids = $2 where id = $1', [
        projectId,
        [...new Set(excluded)],
      ])
    }
    await recordChange(tx, context, { action: 'wallets.set', projectId, details: { featured, excluded } })
  })
  return readAdminProject(context.db, projectId)
}
