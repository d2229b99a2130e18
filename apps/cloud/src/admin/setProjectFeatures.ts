import { parseRemoteFeatures, toRemoteFeatureEntries } from '@portico/core'
import { listProjectFeatures } from '../projects/findProject'
import type { AdminContext } from './adminContext'
import { type AdminProject, lockProject, readAdminProject } from './adminProject'
import { recordChange } from './auditLog'
import { applyFeatureChanges, type FeatureChanges } from './featureChanges'

export type SetProjectFeaturesParameters = { projectId: string; changes: FeatureChanges }

/**
 * SPEC §1: what GET /appkit/v1/config serves from the next fetch on. The entries are written in the
 * wire format core reads; entries of other ids an operator stored stay as they are.
 */
export async function setProjectFeatures(
  context: AdminContext,
  { projectId, changes }: SetProjectFeaturesParameters,
): Promise<AdminProject> {
  await context.db.transaction(async (tx) => {
    await lockProject(tx, projectId)
    const next = applyFeatureChanges(parseRemoteFeatures(await listProjectFeatures(tx, projectId)), changes)
    const entries = toRemoteFeatureEntries(next)
    for (const [position, entry] of entries.entries()) {
      await tx.query(
        `insert into project_features (project_id, feature_id, position, is_enabled, config)
         values ($1, $2, $3, $4, $5::jsonb)
         on conflict (project_id, feature_id) do update set is_enabled = excluded.is_enabled, config = excluded.config`,
        [projectId, entry.id, position, entry.isEnabled, JSON.stringify(entry.config)],
      )
    }
    await recordChange(tx, context, { action: 'features.set', projectId, details: { changes } })
  })
  return readAdminProject(context.db, projectId)
}
