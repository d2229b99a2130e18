import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Address, Hex } from 'viem'
import { HttpError } from '../errors'
import { EvmAddress, withErrors } from '../server/commonSchemas'
import { answerNameGateway } from './answerNameGateway'
import { NAME_GATEWAY_NOT_CONFIGURED_MESSAGE } from './nameErrors'

/**
 * ERC-3668 gateway (POST form: `{ sender, data }` → `{ data }`) of the on-chain resolver of the names: open
 * like a chain's RPC, since the resolver's callers are anyone's wallets, and signed, so a chain believes only
 * this cloud's answers.
 */
export const nameGatewayRoute: FastifyPluginAsyncTypebox = async (app) => {
  const services = app.services
  app.post(
    '/v1/profile/gateway',
    {
      schema: {
        summary: 'CCIP-read gateway of the names resolver: a signed answer to resolve(name, data)',
        body: Type.Object({
          sender: EvmAddress,
          data: Type.String({ pattern: '^0x([0-9a-fA-F]{2})*$', maxLength: 8192 }),
        }),
        response: withErrors({ 200: Type.Object({ data: Type.String() }) }),
      },
      // Counted per client IP with the data API it sits beside: each answer costs a signature.
      config: { access: 'open', rateLimitFamily: 'dataApi' },
    },
    async (request) => {
      const signer = services.names.gatewaySigner
      if (!signer) throw new HttpError(503, NAME_GATEWAY_NOT_CONFIGURED_MESSAGE)
      const data = await answerNameGateway({
        db: services.db,
        zone: services.names.zone,
        signer,
        sender: request.body.sender as Address,
        callData: request.body.data as Hex,
        now: services.now(),
      })
      return { data }
    },
  )
}
