import {
  BaseError,
  createPublicClient,
  type Hex,
  HttpRequestError,
  http,
  TimeoutError,
  verifyMessage,
} from 'viem'
import type { CloudChain } from '../chains/cloudChain'
import { RPC_TIMEOUT_MS } from '../constants'
import { HttpError, UPSTREAM_RPC_FAILED_MESSAGE } from '../errors'

export type VerifyNameSignatureParameters = {
  chains: readonly CloudChain[]
  chainId: number
  address: Hex
  message: string
  signature: Hex
}

/**
 * EIP-191 by the address's key; on a chain the cloud serves, the chain's own answer through viem, which also
 * accepts EIP-1271 contract accounts and EIP-6492 ones not deployed yet. Elsewhere only a key can sign.
 */
export async function verifyNameSignature({
  chains,
  chainId,
  address,
  message,
  signature,
}: VerifyNameSignatureParameters): Promise<boolean> {
  const chain = chains.find((candidate) => candidate.chainId === chainId)
  try {
    if (!chain) return await verifyMessage({ address, message, signature })
    const client = createPublicClient({
      transport: http(chain.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0 }),
    })
    return await client.verifyMessage({ address, message, signature })
  } catch (error) {
    // The node not answering is the cloud's failure; anything else is a signature that does not verify.
    const unreachable =
      error instanceof BaseError &&
      error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
    if (unreachable) throw new HttpError(502, UPSTREAM_RPC_FAILED_MESSAGE)
    return false
  }
}
