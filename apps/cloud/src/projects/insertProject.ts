import type { Queryable } from '../db/database'
import { DEFAULT_REMOTE_FEATURES } from './defaultFeatures'
import type { ProjectDefinition } from './project'

/** Inserts the project and its features unless its id is taken; true when it was inserted. */
export async function insertProject(tx: Queryable, project: ProjectDefinition): Promise<boolean> {
  const inserted = await tx.query(
    `insert into projects (id, name, allowed_origins, is_analytics_enabled, require_passkey)
     values ($1, $2, $3, $4, $5) on conflict (id) do nothing returning id`,
    [
      project.id,
      project.name,
      project.allowedOrigins,
      project.isAnalyticsEnabled ?? true,
      project.requirePasskey ?? false,
    ],
  )
  if (inserted.length === 0) return false
  const features = project.features ?? DEFAULT_REMOTE_FEATURES
  for (const [position, feature] of features.entries()) {
    await tx.query(
      `insert into project_features (project_id, feature_id, position, is_enabled, config)
       values ($1, $2, $3, $4, $5::jsonb)`,
      [project.id, feature.id, position, feature.isEnabled, JSON.stringify(feature.config)],
    )
  }
  return true
}
