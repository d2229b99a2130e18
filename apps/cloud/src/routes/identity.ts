import { isAddress } from 'viem'
import { HttpError, INVALID_ADDRESS_MESSAGE } from '../errors'
import type { Route } from '../http/route'
import { findIdentity } from '../names/accountNames'

/** SPEC §7: GET /v1/identity/{address}?sender= → { name, avatar }, both null for an address with no name. */
export const identityRoute: Route = {
  method: 'GET',
  path: '/v1/identity/:address',
  access: 'sdk',
  handle: async ({ params, services }) => {
    const address = params.address ?? ''
    if (!isAddress(address, { strict: false })) throw new HttpError(400, INVALID_ADDRESS_MESSAGE)
    return { json: await findIdentity(services.db, address) }
  },
}
