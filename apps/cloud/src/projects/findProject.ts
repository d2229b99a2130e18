import type { Queryable } from '../db/database'
import type { ProjectFeature } from './defaultFeatures'
import type { Project } from './project'

type ProjectRow = {
  id: string
  name: string
  allowed_origins: string[]
  is_analytics_enabled: boolean
  featured_wallet_ids: string[]
  excluded_wallet_ids: string[]
  require_passkey: boolean
}

/** The project with this id, or undefined when there is none. */
export async function findProject(db: Queryable, projectId: string): Promise<Project | undefined> {
  const [row] = await db.query<ProjectRow>(
    'select id, name, allowed_origins, is_analytics_enabled, featured_wallet_ids, excluded_wallet_ids, require_passkey from projects where id = $1',
    [projectId],
  )
  if (!row) return undefined
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: row.allowed_origins,
    isAnalyticsEnabled: row.is_analytics_enabled,
    featuredWalletIds: row.featured_wallet_ids,
    excludedWalletIds: row.excluded_wallet_ids,
    requirePasskey: row.require_passkey,
  }
}

type FeatureRow = { feature_id: string; is_enabled: boolean; config: string[] | null }

/** The project's remote features in their stored order. */
export async function listProjectFeatures(db: Queryable, projectId: string): Promise<ProjectFeature[]> {
  const rows = await db.query<FeatureRow>(
    'select feature_id, is_enabled, config from project_features where project_id = $1 order by position',
    [projectId],
  )
  return rows.map((row) => ({ id: row.feature_id, isEnabled: row.is_enabled, config: row.config }))
}
