import { Type } from 'typebox'
import { ADMIN_PASSWORD_MAX_LENGTH, PROJECT_NAME_MAX_LENGTH, PROJECT_WALLET_IDS_MAX } from '../adminConstants'

const ProviderList = Type.Union([Type.Array(Type.String()), Type.Literal(false)])

/** SPEC §1/§9 remote features as the modal reads them: a provider list or false, or a switch. */
export const RemoteFeaturesSchema = Type.Object({
  swaps: ProviderList,
  onramp: ProviderList,
  email: Type.Boolean(),
  socials: ProviderList,
  activity: Type.Boolean(),
  branding: Type.Boolean(),
  multiWallet: Type.Boolean(),
})

export const AdminProjectSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  allowedOrigins: Type.Array(Type.String()),
  features: RemoteFeaturesSchema,
  featuredWalletIds: Type.Array(Type.String()),
  excludedWalletIds: Type.Array(Type.String()),
  isAnalyticsEnabled: Type.Boolean(),
  requirePasskey: Type.Boolean({
    description: 'A new device opens the embedded wallet only after a passkey check',
  }),
  createdAt: Type.String({ format: 'date-time' }),
})

export const AdminSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
})

export const ProjectIdParameter = Type.Object({
  projectId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$', description: 'The project id' }),
})

export const ProjectNameSchema = Type.String({ minLength: 1, maxLength: PROJECT_NAME_MAX_LENGTH })
export const WalletIdsSchema = Type.Array(Type.String({ maxLength: 200 }), {
  maxItems: PROJECT_WALLET_IDS_MAX,
})

export const CredentialsSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: ADMIN_PASSWORD_MAX_LENGTH }),
})

export const AnalyticsDaySchema = Type.Object({
  day: Type.String({ description: 'The UTC day, YYYY-MM-DD' }),
  modalOpens: Type.Integer(),
  connectAttempts: Type.Integer({ description: 'CONNECT_SUCCESS and CONNECT_ERROR events' }),
  connectSuccesses: Type.Integer(),
})

export const ErrorEventsPageSchema = Type.Object({
  errors: Type.Array(
    Type.Object({
      id: Type.Integer(),
      at: Type.String({ format: 'date-time', description: 'When the cloud received it' }),
      kind: Type.String({ description: 'An error report’s errorType, or the failure event’s name' }),
      message: Type.Union([Type.String(), Type.Null()]),
      url: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  next: Type.Optional(
    Type.Integer({ description: 'The `before` of the next, older page; absent on the last' }),
  ),
})
