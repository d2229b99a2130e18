import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { HttpError } from '../errors'
import { mailNewDeviceOnce } from '../passkeys/mailNewDeviceOnce'
import { withPasskeyErrors } from '../passkeys/passkeySchemas'
import { requireRecoveryPasskey } from '../passkeys/requireRecoveryPasskey'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'
import { closeEmbeddedSession } from './embeddedSessions'
import { RECOVERY_LOGIN_WINDOW_MS, SHARE_MAX_BASE64URL_LENGTH } from './embeddedWalletConstants'
import {
  NO_WALLET_MESSAGE,
  RECOVERY_NEEDS_FRESH_LOGIN_MESSAGE,
  SHARES_IDENTICAL_MESSAGE,
} from './embeddedWalletErrors'
import { requireEmbeddedSession } from './requireEmbeddedSession'
import type { ShareKind } from './walletKey'
import { insertWalletShares, readWalletShare } from './walletShareStore'

const Share = Type.String({
  pattern: '^[A-Za-z0-9_-]+$',
  minLength: 16,
  maxLength: SHARE_MAX_BASE64URL_LENGTH,
  description: 'A wallet share, base64url (opaque to the cloud)',
})
const ShareAnswer = (kind: ShareKind) => Type.Object({ [`${kind}Share`]: Share })
const sharedConfig = { access: 'frame', rateLimitFamily: 'sessions' } as const

/**
 * The cloud's half of the embedded wallet's 2-of-3 key (packages/embedded-wallet README). The
 * secure frame of the first device stores the auth and recovery shares once; the frame of a known device
 * reads the auth share (with its device share, the key); a new device, right after a login, reads the
 * recovery share too. Each call comes from the frame's origin and carries the session of a login with a fresh
 * proof signed by the frame key that session is bound to (requireEmbeddedSession).
 */
export const embeddedWalletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = app.services

  app.put(
    '/v1/embedded/auth-share',
    {
      schema: {
        summary: "Store a new wallet's auth and recovery shares (once per user)",
        querystring: sdkQuery({}),
        body: Type.Object({
          authShare: Share,
          recoveryShare: Share,
          ownerAddress: Type.Optional(
            Type.String({
              pattern: '^0x[0-9a-fA-F]{40}$',
              description: "The wallet's EVM address: a later session proves it holds the wallet by its key",
            }),
          ),
        }),
        response: withErrors({ 200: Type.Object({ success: Type.Literal(true) }) }),
      },
      config: sharedConfig,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      const { authShare, recoveryShare, ownerAddress } = request.body
      if (authShare === recoveryShare) throw new HttpError(400, SHARES_IDENTICAL_MESSAGE)
      await insertWalletShares(
        services.db,
        services.walletKey,
        { projectId: project.id, userId: session.userId },
        { auth: Buffer.from(authShare, 'base64url'), recovery: Buffer.from(recoveryShare, 'base64url') },
        services.now(),
        ownerAddress,
      )
      return { success: true as const }
    },
  )

  app.get(
    '/v1/embedded/auth-share',
    {
      schema: {
        summary: "The logged-in user's auth share (with the device share, it rebuilds the wallet)",
        querystring: sdkQuery({}),
        response: withErrors({ 200: ShareAnswer('auth') }),
      },
      config: sharedConfig,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      const share = await readWalletShare(services.db, services.walletKey, session, 'auth')
      if (!share) throw new HttpError(404, NO_WALLET_MESSAGE)
      return { authShare: share.toString('base64url') }
    },
  )

  app.get(
    '/v1/embedded/recovery-share',
    {
      schema: {
        summary:
          "The user's recovery share, only within 10 minutes of a login (a new device), and after a passkey check when the project requires one",
        querystring: sdkQuery({}),
        response: withPasskeyErrors({ 200: ShareAnswer('recovery') }),
      },
      config: sharedConfig,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      // A session kept for days (or taken from a device) does not get the second cloud share.
      if (services.now() - session.createdAt.getTime() > RECOVERY_LOGIN_WINDOW_MS)
        throw new HttpError(403, RECOVERY_NEEDS_FRESH_LOGIN_MESSAGE)
      const share = await readWalletShare(services.db, services.walletKey, session, 'recovery')
      if (!share) throw new HttpError(404, NO_WALLET_MESSAGE)
      await requireRecoveryPasskey(services, request.log, { project, session })
      await mailNewDeviceOnce(services, request.log, { project, session, outcome: 'opened' })
      return { recoveryShare: share.toString('base64url') }
    },
  )

  app.delete(
    '/v1/embedded/session',
    {
      schema: {
        summary: 'Sign out: the session token stops working everywhere',
        querystring: sdkQuery({}),
        response: withErrors({ 200: Type.Object({ success: Type.Literal(true) }) }),
      },
      config: sharedConfig,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      await closeEmbeddedSession(services.db, session.token)
      return { success: true as const }
    },
  )
}
