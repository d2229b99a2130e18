import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Hex } from 'viem'
import { ErrorBody, EvmAddress, sdkQuery } from '../server/commonSchemas'
import { MAINNET_COIN_TYPE } from './nameConstants'
import {
  MESSAGE_ALREADY_USED_MESSAGE,
  NameServiceError,
  nameAlreadyRegisteredMessage,
  nameNotFoundMessage,
  nameNotInZoneMessage,
  SIGNATURE_MISMATCH_MESSAGE,
} from './nameErrors'
import { findName, findNamesOfAddress, toNameProfile } from './nameProfiles'
import { suggestNames } from './nameSuggestions'
import { checkNameLabel, parseAccountName } from './parseAccountName'
import { chainIdOfCoinType, checkNameTimestamp, parseNameRegistrationMessage } from './parseNameRegistration'
import { isRegistrationSpent, registerAccountName } from './registerAccountName'
import { verifyNameSignature } from './verifyNameSignature'

/** Reown's domain characters; SPEC §5's stricter rule is checked by the handler, with its own message. */
const nameParameter = (description: string) =>
  Type.Object({ name: Type.String({ pattern: '^[a-zA-Z0-9.-]+$', maxLength: 255, description }) })

const Suggestion = Type.Object({ name: Type.String(), registered: Type.Boolean() })

/** Reown's profile of one name (SPEC §7 leaves it unshown; this is what Reown's blockchain API answers). */
const NameProfile = Type.Object({
  name: Type.String(),
  registered_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  addresses: Type.Record(
    Type.String({ description: 'ENSIP-11 coin type' }),
    Type.Object({ address: Type.String(), created_at: Type.String({ format: 'date-time' }) }),
  ),
  attributes: Type.Record(Type.String(), Type.String()),
})

/** The cloud's `{ error }` plus Reown's `status` and `reasons`, and free names when the name is taken. */
const NameErrorBody = Type.Object(
  {
    error: Type.String(),
    status: Type.Optional(Type.Literal('FAILED')),
    reasons: Type.Optional(Type.Array(Type.Object({ field: Type.String(), description: Type.String() }))),
    suggestions: Type.Optional(Type.Array(Suggestion)),
  },
  { description: 'What was wrong; the modal shows reasons[0].description (SPEC §8)' },
)

const nameErrors = { '4xx': NameErrorBody, '5xx': ErrorBody }

/**
 * SPEC §7 name service: look a name up, list an address's names, suggest names, register one.
 * Names live in the cloud's database under the deployment's zone; the devnet also resolves them on chain
 * through the gateway route beside these.
 */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = app.services
  // Read per request: the routes are also registered bare, without services, to list them.
  const zoneOf = () => services.names.zone

  app.get(
    '/v1/profile/account/:name',
    {
      schema: {
        summary: 'One registered name: its addresses by coin type and attributes',
        params: nameParameter('A name, e.g. alice.portico.test'),
        querystring: sdkQuery({ apiVersion: Type.Optional(Type.String()) }),
        response: { 200: NameProfile, ...nameErrors },
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const { name } = parseAccountName(request.params.name, zoneOf())
      const stored = await findName(services.db, name)
      if (!stored) throw new NameServiceError(404, 'name', nameNotFoundMessage(name))
      return toNameProfile(stored)
    },
  )

  app.get(
    '/v1/profile/reverse/:address',
    {
      schema: {
        summary: 'The names of an address, the first registered first (empty when it has none)',
        params: Type.Object({ address: EvmAddress }),
        querystring: sdkQuery({
          sender: Type.Optional(Type.String()),
          apiVersion: Type.Optional(Type.String()),
        }),
        response: { 200: Type.Array(NameProfile), ...nameErrors },
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => (await findNamesOfAddress(services.db, request.params.address)).map(toNameProfile),
  )

  app.get(
    '/v1/profile/suggestions/:name',
    {
      schema: {
        summary: 'The name asked for (is it taken?) and free alternatives in the zone',
        params: nameParameter('A label, e.g. alice'),
        querystring: sdkQuery({
          zone: Type.Optional(Type.String({ description: 'The zone; only this cloud’s' })),
        }),
        response: { 200: Type.Object({ suggestions: Type.Array(Suggestion) }), ...nameErrors },
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const zone = zoneOf()
      const asked = request.query.zone
      if (asked !== undefined && asked.toLowerCase() !== zone)
        throw new NameServiceError(400, 'name', nameNotInZoneMessage(`${request.params.name}.${asked}`, zone))
      const label = checkNameLabel(request.params.name)
      return { suggestions: await suggestNames(services.db, label, zone) }
    },
  )

  app.post(
    '/v1/profile/account',
    {
      schema: {
        summary:
          'Register a name: the wallet signed { name, attributes: {}, timestamp } (EIP-191, 1271 or 6492)',
        querystring: sdkQuery({}),
        body: Type.Object({
          coin_type: Type.Integer({
            minimum: 0,
            maximum: 0xffffffff,
            description: 'Chain id OR 0x80000000, or 60',
          }),
          address: EvmAddress,
          message: Type.String({ minLength: 1, maxLength: 1024, description: 'The JSON the wallet signed' }),
          signature: Type.String({ pattern: '^0x[0-9a-fA-F]+$', maxLength: 32_768 }),
        }),
        response: {
          200: Type.Object({ success: Type.Literal(true), ...NameProfile.properties }),
          ...nameErrors,
        },
      },
      config: { access: 'sdk', rateLimitFamily: 'sessions' },
    },
    async (request) => {
      const { coin_type: coinType, address, message, signature } = request.body
      const zone = zoneOf()
      const now = services.now()
      const signed = parseNameRegistrationMessage(message)
      const { name, label } = parseAccountName(signed.name, zone)
      const chainId = chainIdOfCoinType(coinType)
      checkNameTimestamp(signed.timestamp, now)
      if (await isRegistrationSpent(services.db, address, message))
        throw new NameServiceError(409, 'signature', MESSAGE_ALREADY_USED_MESSAGE)
      const taken = async () =>
        new NameServiceError(
          409,
          'name',
          nameAlreadyRegisteredMessage(name),
          await suggestNames(services.db, label, zone),
        )
      if (await findName(services.db, name)) throw await taken()
      const verified = await verifyNameSignature({
        chains: services.chains,
        chainId,
        address: address as Hex,
        message,
        signature: signature as Hex,
      })
      if (!verified) throw new NameServiceError(401, 'signature', SIGNATURE_MISMATCH_MESSAGE)
      const coinTypes = [...new Set([MAINNET_COIN_TYPE, coinType])]
      const outcome = await registerAccountName(services.db, { name, address, coinTypes, message, now })
      if (outcome === 'replayed') throw new NameServiceError(409, 'signature', MESSAGE_ALREADY_USED_MESSAGE)
      if (outcome === 'taken') throw await taken()
      const stored = await findName(services.db, name)
      if (!stored) throw new Error(`the name ${name} was registered but cannot be read back`)
      return { success: true as const, ...toNameProfile(stored) }
    },
  )
}
