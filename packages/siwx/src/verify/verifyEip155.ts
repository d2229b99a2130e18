import { createPublicClient, http, isHex, verifyMessage } from 'viem'
import type { NamespaceVerifier } from './types'

/**
 * EIP-191 personal_sign by the account's key; with `rpcUrl`, the chain's own answer through viem's public
 * client, which also accepts EIP-1271 contract wallets and EIP-6492 wallets not yet deployed.
 */
export const verifyEip155: NamespaceVerifier = async ({ message, data, signature, rpcUrl }) => {
  if (!isHex(signature) || signature.length < 4) return false
  const address = data.accountAddress as `0x${string}`
  if (rpcUrl === undefined) return verifyMessage({ address, message, signature })
  const client = createPublicClient({ transport: http(rpcUrl) })
  // A contract wallet's code is per chain: ask only the chain the message names.
  const chainId = await client.getChainId()
  if (`eip155:${chainId}` !== data.chainId) return false
  return client.verifyMessage({ address, message, signature })
}
