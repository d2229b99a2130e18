import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { getAddress } from 'viem'
import { findChain } from '../chains/findChain'
import { ACCOUNT_NFTS_MAX } from '../constants'
import { type AccountNft, accountNft } from '../nfts/accountNft'
import { isSpamNft } from '../nfts/isSpamNft'
import { queryAccountNfts } from '../nfts/queryAccountNfts'
import { ChainIdParameter, EvmAddress, sdkQuery, withErrors } from '../server/commonSchemas'

const AccountNftSchema = Type.Object({
  chainId: Type.String({ description: 'CAIP-2' }),
  address: Type.String({ description: "CAIP-10 of the collection's contract" }),
  tokenId: Type.String(),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  imageUrl: Type.Optional(Type.String()),
  collection: Type.Object({ name: Type.String(), symbol: Type.String() }),
  metadata: Type.Union([Type.Literal('read'), Type.Literal('pending'), Type.Literal('refused')]),
})

export type AccountNftsResponse = { nfts: AccountNft[] }

/**
 * SPEC §7 names no route for it; shaped like /balance: GET /v1/account/{address}/nfts?chainId=
 * → { nfts }: the ERC-721 tokens the indexer saw the account receive and not send on, the latest first,
 * spam left out (SPEC §5).
 */
export const accountNftsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/account/:address/nfts',
    {
      schema: {
        summary: 'NFTs an account holds',
        params: Type.Object({ address: EvmAddress }),
        querystring: sdkQuery({ chainId: Type.Optional(ChainIdParameter) }),
        response: withErrors({ 200: Type.Object({ nfts: Type.Array(AccountNftSchema) }) }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request): Promise<AccountNftsResponse> => {
      const { services } = app
      const { chainId } = request.query
      const chain = chainId === undefined ? undefined : findChain(services.chains, chainId)
      const rows = await queryAccountNfts(services.db, {
        account: getAddress(request.params.address),
        chainId: chain?.chainId,
        limit: ACCOUNT_NFTS_MAX,
      })
      const held = rows.filter(
        (row) =>
          !isSpamNft(
            {
              chainId: row.chain_id,
              contractAddress: row.contract_address,
              collectionName: row.collection_name ?? '',
              name: row.name ?? undefined,
              description: row.description ?? undefined,
            },
            services.nftSpamContracts,
          ),
      )
      return { nfts: held.map(accountNft) }
    },
  )
}
