import { isHex, type TypedDataDefinition } from 'viem'
import { invalidParams } from '../ProviderRpcError'
import { authorizedAccount, promptUser, type WalletState } from '../walletState'

/** personal_sign and eth_signTypedData_v4, signed locally with the account's private key. */
export async function handleSigningRequest(
  state: WalletState,
  method: string,
  params: unknown,
): Promise<unknown> {
  const args = (params ?? []) as unknown[]
  switch (method) {
    case 'personal_sign': {
      // SPEC §7: personal_sign (message, address).
      const [message, address] = args
      const account = authorizedAccount(state, address)
      if (typeof message !== 'string') throw invalidParams('personal_sign expects [message, address]')
      await promptUser(state)
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, json] = args
      const account = authorizedAccount(state, address)
      if (typeof json !== 'string')
        throw invalidParams('eth_signTypedData_v4 expects [address, typedData JSON]')
      const { domain, types, primaryType, message } = JSON.parse(json) as TypedDataDefinition & {
        types: Record<string, unknown>
      }
      const { EIP712Domain: _domainType, ...messageTypes } = types
      await promptUser(state)
      return account.signTypedData({
        domain,
        types: messageTypes,
        primaryType,
        message,
      } as TypedDataDefinition)
    }
    default:
      return undefined
  }
}

export const SIGNING_METHODS = ['personal_sign', 'eth_signTypedData_v4'] as const
