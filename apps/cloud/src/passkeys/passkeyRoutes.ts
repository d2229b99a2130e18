import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { Type } from 'typebox'
import { requireEmbeddedSession } from '../embeddedWallet/requireEmbeddedSession'
import { sdkQuery } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'
import { finishPasskeyAuthentication } from './finishPasskeyAuthentication'
import { finishPasskeyRegistration } from './finishPasskeyRegistration'
import {
  AuthenticationOptionsSchema,
  AuthenticationResponseSchema,
  RegistrationOptionsSchema,
  RegistrationResponseSchema,
  withPasskeyErrors,
} from './passkeySchemas'
import { listPasskeys } from './passkeyStore'
import { startPasskeyAuthentication } from './startPasskeyAuthentication'
import { startPasskeyRegistration } from './startPasskeyRegistration'

const config = { access: 'frame', rateLimitFamily: 'sessions' } as const
// Every POST of the API has a JSON body, so an empty one is refused alike everywhere.
const NoBody = Type.Object({}, { description: 'Nothing: send {}' })
const PasskeySummary = Type.Object({
  id: Type.String({ description: 'The credential id, base64url' }),
  createdAt: Type.String({ format: 'date-time' }),
})

/**
 * The embedded wallet's passkeys (WebAuthn, the secure frame as relying party): a second factor the
 * project may require before a new device gets the recovery share, so an email code alone does not open
 * the wallet. Every call comes from the frame with the session of a login and a fresh proof of its key.
 */
export const passkeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = app.services

  app.get(
    '/v1/embedded/passkeys',
    {
      schema: {
        summary:
          "The user's passkeys, and whether the project requires one to open the wallet on a new device",
        querystring: sdkQuery({}),
        response: withPasskeyErrors({
          200: Type.Object({ required: Type.Boolean(), passkeys: Type.Array(PasskeySummary) }),
        }),
      },
      config,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      const passkeys = await listPasskeys(services.db, session)
      return {
        required: project.requirePasskey,
        passkeys: passkeys.map(({ id, createdAt }) => ({ id, createdAt: createdAt.toISOString() })),
      }
    },
  )

  app.post(
    '/v1/embedded/passkeys/registration-options',
    {
      schema: {
        summary:
          'Options to add a passkey (navigator.credentials.create); the challenge works once, 5 minutes',
        querystring: sdkQuery({}),
        body: NoBody,
        response: withPasskeyErrors({ 200: Type.Object({ options: RegistrationOptionsSchema }) }),
      },
      config,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      return { options: await startPasskeyRegistration(services, project, session) }
    },
  )

  app.post(
    '/v1/embedded/passkeys',
    {
      schema: {
        summary: "Add a passkey: the authenticator's answer to the registration options",
        querystring: sdkQuery({}),
        body: Type.Object({
          response: RegistrationResponseSchema,
          walletSignature: Type.Optional(
            Type.String({
              pattern: '^0x[0-9a-fA-F]{130}$',
              description:
                "The wallet key's EIP-191 signature of the enrolment message for the options' challenge: a later session of a device that holds the wallet adds a passkey with it",
            }),
          ),
        }),
        response: withPasskeyErrors({ 200: PasskeySummary }),
      },
      config,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      const { response, walletSignature } = request.body
      return finishPasskeyRegistration(
        services,
        session,
        response as RegistrationResponseJSON,
        walletSignature,
      )
    },
  )

  app.post(
    '/v1/embedded/passkeys/authentication-options',
    {
      schema: {
        summary: "Options to confirm with one of the user's passkeys (navigator.credentials.get)",
        querystring: sdkQuery({}),
        body: NoBody,
        response: withPasskeyErrors({ 200: Type.Object({ options: AuthenticationOptionsSchema }) }),
      },
      config,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      return { options: await startPasskeyAuthentication(services, session) }
    },
  )

  app.post(
    '/v1/embedded/passkeys/assertion',
    {
      schema: {
        summary:
          'Confirm with a passkey: the session may then read the recovery share (within its 10 minutes)',
        querystring: sdkQuery({}),
        body: Type.Object({ response: AuthenticationResponseSchema }),
        response: withPasskeyErrors({ 200: Type.Object({ success: Type.Literal(true) }) }),
      },
      config,
    },
    async (request) => {
      const project = requireProject(request)
      const session = await requireEmbeddedSession(services, request, project.id)
      await finishPasskeyAuthentication(
        services,
        session,
        request.body.response as AuthenticationResponseJSON,
      )
      return { success: true as const }
    },
  )
}
