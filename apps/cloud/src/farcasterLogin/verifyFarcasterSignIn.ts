import {
  type Address,
  createPublicClient,
  getAddress,
  http,
  isAddressEqual,
  parseAbi,
  zeroAddress,
} from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { HttpError } from '../errors'
import { FARCASTER_UPSTREAM_TIMEOUT_MS, SIWF_CHAIN_ID, SIWF_STATEMENT } from './farcasterLoginConstants'
import {
  FARCASTER_BAD_SIGNATURE_MESSAGE,
  FARCASTER_NOT_CUSTODY_MESSAGE,
  FARCASTER_REGISTRY_UNREACHABLE_MESSAGE,
  farcasterMessageInvalidMessage,
} from './farcasterLoginErrors'
import type { RelaySignIn } from './farcasterRelayClient'
import type { FarcasterSettings } from './farcasterSettings'

const ID_REGISTRY_ABI = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])

export type ExpectedSignIn = { domain: string; uri: string; nonce: string; nowMs: number }

/** What a verified sign-in proves: this fid, whose custody address signed. */
export type VerifiedFarcasterUser = { fid: number; custody: Address; username?: string }

/**
 * FIP-11: the relay's answer is only a claim. It holds when the message is the EIP-4361 message this
 * sign-in asked for (domain, URI, nonce, "Farcaster Auth", resource farcaster://fid/<fid>, OP Mainnet, in
 * time), the fid's custody address in the IdRegistry is the message's address, and that address signed it
 * (viem: ECDSA, or EIP-1271 for a contract custody).
 */
export async function verifyFarcasterSignIn(
  settings: FarcasterSettings,
  signIn: RelaySignIn,
  expected: ExpectedSignIn,
): Promise<VerifiedFarcasterUser> {
  const refuse = (reason: string) => new HttpError(400, farcasterMessageInvalidMessage(reason))
  const message = parseSiweMessage(signIn.message)
  if (!message.address || !message.domain || !message.nonce) throw refuse('not an EIP-4361 message')
  if (message.domain !== expected.domain) throw refuse(`domain ${message.domain} is not ${expected.domain}`)
  if (message.uri !== expected.uri) throw refuse(`uri ${message.uri} is not ${expected.uri}`)
  if (message.nonce !== expected.nonce) throw refuse('the nonce is not this sign-in’s')
  if (message.statement !== SIWF_STATEMENT) throw refuse(`the statement is not "${SIWF_STATEMENT}"`)
  if (message.chainId !== SIWF_CHAIN_ID) throw refuse(`chain id ${message.chainId} is not ${SIWF_CHAIN_ID}`)
  const fidResources = (message.resources ?? []).filter((resource) => resource.startsWith('farcaster://fid/'))
  if (fidResources.length !== 1 || fidResources[0] !== `farcaster://fid/${signIn.fid}`)
    throw refuse(`the resource is not farcaster://fid/${signIn.fid}`)
  const time = new Date(expected.nowMs)
  if (message.expirationTime && message.expirationTime <= time) throw refuse('it has expired')
  if (message.notBefore && message.notBefore > time) throw refuse('it is not valid yet')

  const client = createPublicClient({
    transport: http(settings.idRegistry.rpcUrl, { timeout: FARCASTER_UPSTREAM_TIMEOUT_MS, retryCount: 1 }),
  })
  let custody: Address
  try {
    custody = await client.readContract({
      address: settings.idRegistry.address,
      abi: ID_REGISTRY_ABI,
      functionName: 'custodyOf',
      args: [BigInt(signIn.fid)],
    })
  } catch {
    throw new HttpError(502, FARCASTER_REGISTRY_UNREACHABLE_MESSAGE)
  }
  if (isAddressEqual(custody, zeroAddress) || !isAddressEqual(custody, message.address))
    throw new HttpError(403, FARCASTER_NOT_CUSTODY_MESSAGE)
  const valid = await client
    .verifySiweMessage({
      message: signIn.message,
      signature: signIn.signature,
      address: custody,
      domain: expected.domain,
      nonce: expected.nonce,
      time,
    })
    .catch(() => false)
  if (!valid) throw new HttpError(403, FARCASTER_BAD_SIGNATURE_MESSAGE)
  return {
    fid: signIn.fid,
    custody: getAddress(custody),
    ...(signIn.username ? { username: signIn.username } : {}),
  }
}
