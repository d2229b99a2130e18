import type { ProjectFeature } from './defaultFeatures'

/** A project as an operator defines it: who may call, and which remote features it has. */
export type ProjectDefinition = {
  id: string
  name: string
  /** Exact origins (`https://app.example`) or wildcards (`https://*.example.com`), SPEC §5. */
  allowedOrigins: string[]
  isAnalyticsEnabled?: boolean
  /** Defaults to SPEC §9's default remote features. */
  features?: ProjectFeature[]
  /** A new device opens the embedded wallet only after a passkey check, not with an email code alone; false by default. */
  requirePasskey?: boolean
}

/** A project as the routes read it from the database. */
export type Project = {
  id: string
  name: string
  allowedOrigins: string[]
  isAnalyticsEnabled: boolean
  /** First in the project's catalogue, in this order. */
  featuredWalletIds: string[]
  /** Never in the project's catalogue. */
  excludedWalletIds: string[]
  /** The recovery share (a new device) is released only to a session that passed a passkey check. */
  requirePasskey: boolean
}
