import { parseRemoteFeatures, type RemoteFeatures } from '@portico/core'
import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import { listProjectFeatures } from '../projects/findProject'
import { PROJECT_NOT_FOUND_MESSAGE } from './adminErrors'

/** SPEC §1/§9 remote features as JSON carries them: each a switch, or a provider list or false. */
export type AdminFeatures = {
  [K in keyof RemoteFeatures]: RemoteFeatures[K] extends boolean ? boolean : string[] | false
}

/** The features the modal reads from the project's stored entries. */
function adminFeatures(features: RemoteFeatures): AdminFeatures {
  const list = (value: readonly string[] | false) => (value === false ? false : [...value])
  return {
    ...features,
    swaps: list(features.swaps),
    onramp: list(features.onramp),
    socials: list(features.socials),
  }
}

/** A project as an admin sees it: the remote features read as the modal reads them (SPEC §1, §9). */
export type AdminProject = {
  id: string
  name: string
  allowedOrigins: string[]
  features: AdminFeatures
  featuredWalletIds: string[]
  excludedWalletIds: string[]
  isAnalyticsEnabled: boolean
  /** A new device opens the embedded wallet only after a passkey check. */
  requirePasskey: boolean
  createdAt: string
}

type AdminProjectRow = {
  id: string
  name: string
  allowed_origins: string[]
  featured_wallet_ids: string[]
  excluded_wallet_ids: string[]
  is_analytics_enabled: boolean
  require_passkey: boolean
  created_at: Date
}

const COLUMNS =
  'id, name, allowed_origins, featured_wallet_ids, excluded_wallet_ids, is_analytics_enabled, require_passkey, created_at'

async function toAdminProject(db: Queryable, row: AdminProjectRow): Promise<AdminProject> {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: row.allowed_origins,
    features: adminFeatures(parseRemoteFeatures(await listProjectFeatures(db, row.id))),
    featuredWalletIds: row.featured_wallet_ids,
    excludedWalletIds: row.excluded_wallet_ids,
    isAnalyticsEnabled: row.is_analytics_enabled,
    requirePasskey: row.require_passkey,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

/** The project with this id, or 404 project not found. */
export async function readAdminProject(db: Queryable, projectId: string): Promise<AdminProject> {
  const [row] = await db.query<AdminProjectRow>(`select ${COLUMNS} from projects where id = $1`, [projectId])
  if (!row) throw new HttpError(404, PROJECT_NOT_FOUND_MESSAGE)
  return toAdminProject(db, row)
}

/** Every project, oldest first. */
export async function listAdminProjects(db: Queryable): Promise<AdminProject[]> {
  const rows = await db.query<AdminProjectRow>(`select ${COLUMNS} from projects order by created_at, id`)
  return Promise.all(rows.map((row) => toAdminProject(db, row)))
}

/** Locks the project's row for the rest of the transaction, or 404 when there is none. */
export async function lockProject(tx: Queryable, projectId: string): Promise<void> {
  const [row] = await tx.query('select id from projects where id = $1 for update', [projectId])
  if (!row) throw new HttpError(404, PROJECT_NOT_FOUND_MESSAGE)
}
