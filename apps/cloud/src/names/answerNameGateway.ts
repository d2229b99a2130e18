import {
  type Address,
  bytesToString,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  encodePacked,
  getAddress,
  type Hex,
  hexToBytes,
  keccak256,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import type { LocalAccount } from 'viem/accounts'
import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import { MAINNET_COIN_TYPE, NAME_GATEWAY_ANSWER_TTL_S } from './nameConstants'
import { INVALID_GATEWAY_REQUEST_MESSAGE } from './nameErrors'
import { findName, findNamesOfAddress, type StoredName } from './nameProfiles'

// ENSIP-10 resolve, and the resolver profiles the gateway answers inside it (ENSIP-1, -9, -11, -5, -3).
const RESOLVE_ABI = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])
const PROFILE_ABI = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])

export type AnswerNameGatewayParameters = {
  db: Queryable
  zone: string
  /** The key the devnet's resolver trusts (the deployment's gateway signer). */
  signer: LocalAccount
  /** The resolver that raised the lookup: the signature is bound to it. */
  sender: Address
  /** `resolve(bytes name, bytes data)` as the resolver sent it. */
  callData: Hex
  /** Milliseconds since the epoch. */
  now: number
}

const refuse = (): never => {
  throw new HttpError(400, INVALID_GATEWAY_REQUEST_MESSAGE)
}

/** DNS wire format (RFC 1035 labels) → `alice.portico.test`. */
function decodeDnsName(encoded: Hex): string {
  const bytes = hexToBytes(encoded)
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset] ?? 0
    if (length === 0) return offset === bytes.length - 1 ? labels.join('.') : refuse()
    labels.push(bytesToString(bytes.slice(offset + 1, offset + 1 + length)))
    offset += length + 1
  }
  return refuse()
}

/** ENSIP-19: `<address hex>.addr.reverse` (coin type 60) or `<address hex>.<coin type hex>.reverse`. */
function parseReverseName(name: string): { address: Address; coinType: number } | undefined {
  const match = /^([0-9a-f]{40})\.(addr|[0-9a-f]{1,8})\.reverse$/.exec(name)
  if (!match?.[1] || !match[2]) return undefined
  return {
    address: getAddress(`0x${match[1]}`),
    coinType: match[2] === 'addr' ? MAINNET_COIN_TYPE : Number.parseInt(match[2], 16),
  }
}

const addressFor = (stored: StoredName | undefined, coinType: number): Address | undefined =>
  stored?.addresses[String(coinType)]?.address as Address | undefined

/** The answer to one resolver profile call for `name`, ABI-encoded as the resolver would return it. */
async function answerProfileCall(db: Queryable, zone: string, name: string, data: Hex): Promise<Hex> {
  let call: ReturnType<typeof decodeFunctionData<typeof PROFILE_ABI>>
  try {
    call = decodeFunctionData({ abi: PROFILE_ABI, data })
  } catch {
    return refuse()
  }
  // The node the call names must be the name the resolver was asked about.
  if (call.args[0] !== namehash(name)) return refuse()
  const inZone = name.endsWith(`.${zone}`)
  switch (call.functionName) {
    case 'addr': {
      const stored = inZone ? await findName(db, name) : undefined
      if (call.args.length === 1) {
        const address = addressFor(stored, MAINNET_COIN_TYPE) ?? zeroAddress
        return encodeFunctionResult({ abi: PROFILE_ABI, functionName: 'addr', result: address })
      }
      const address = addressFor(stored, Number(call.args[1]))
      return encodeAbiParameters([{ type: 'bytes' }], [address ?? '0x'])
    }
    case 'text': {
      const stored = inZone ? await findName(db, name) : undefined
      const key = call.args[1]
      const value = key === 'avatar' ? (stored?.avatar ?? '') : (stored?.attributes[key] ?? '')
      return encodeFunctionResult({ abi: PROFILE_ABI, functionName: 'text', result: value })
    }
    case 'name': {
      const reverse = parseReverseName(name)
      const names = reverse ? await findNamesOfAddress(db, reverse.address) : []
      // Only a name of this zone that points back at the address for that coin type (ENSIP-19's check).
      const primary = names.find(
        (stored) => stored.name.endsWith(`.${zone}`) && reverse && addressFor(stored, reverse.coinType),
      )
      return encodeFunctionResult({ abi: PROFILE_ABI, functionName: 'name', result: primary?.name ?? '' })
    }
    default:
      return refuse()
  }
}

/**
 * ERC-3668 gateway of the devnet's offchain resolver: answers `resolve(name, data)` from the names the cloud
 * keeps, as abi.encode(result, expires, signature), signed the way the resolver checks (ENS's offchain-resolver:
 * keccak256(0x1900, resolver, expires, keccak256(request), keccak256(result))). Unknown names answer empty.
 */
export async function answerNameGateway({
  db,
  zone,
  signer,
  sender,
  callData,
  now,
}: AnswerNameGatewayParameters): Promise<Hex> {
  let request: ReturnType<typeof decodeFunctionData<typeof RESOLVE_ABI>>
  try {
    request = decodeFunctionData({ abi: RESOLVE_ABI, data: callData })
  } catch {
    return refuse()
  }
  const [dnsName, data] = request.args
  const name = decodeDnsName(dnsName).toLowerCase()
  const result = await answerProfileCall(db, zone, name, data)
  const expires = BigInt(Math.floor(now / 1000) + NAME_GATEWAY_ANSWER_TTL_S)
  const hash = keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', sender, expires, keccak256(callData), keccak256(result)],
    ),
  )
  if (!signer.sign) throw new Error('the name gateway signer cannot sign hashes')
  const signature = await signer.sign({ hash })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
}
