import { bnToU8a, compactToU8a, hexToBn, hexToU8a, u8aConcat } from '@polkadot/util'

/** @polkadot/types' SignerPayloadJSON: a transaction as @polkadot/api hands it to signPayload. */
export type PolkadotSignerPayload = {
  address: string
  blockHash: `0x${string}`
  blockNumber: `0x${string}`
  era: `0x${string}`
  genesisHash: `0x${string}`
  method: string
  nonce: `0x${string}`
  specVersion: `0x${string}`
  tip: `0x${string}`
  transactionVersion: `0x${string}`
  signedExtensions: string[]
  version: number
  assetId?: `0x${string}`
  metadataHash?: `0x${string}`
  mode?: number
  withSignedTransaction?: boolean
}

type Encoded = { extra: Uint8Array[]; additional: Uint8Array[] }

const u32 = (hex: `0x${string}`) => bnToU8a(hexToBn(hex), { bitLength: 32, isLe: true })
const compact = (hex: `0x${string}`) => compactToU8a(hexToBn(hex))
const option = (hex: `0x${string}` | undefined) => (hex ? u8aConcat([1], hexToU8a(hex)) : new Uint8Array([0]))

// What each signed extension adds to the signed payload, as a runtime's metadata defines it.
const SIGNED_EXTENSIONS: Record<string, (payload: PolkadotSignerPayload) => Encoded> = {
  CheckNonZeroSender: () => ({ extra: [], additional: [] }),
  CheckWeight: () => ({ extra: [], additional: [] }),
  PrevalidateAttests: () => ({ extra: [], additional: [] }),
  CheckSpecVersion: (payload) => ({ extra: [], additional: [u32(payload.specVersion)] }),
  CheckTxVersion: (payload) => ({ extra: [], additional: [u32(payload.transactionVersion)] }),
  CheckGenesis: (payload) => ({ extra: [], additional: [hexToU8a(payload.genesisHash)] }),
  CheckMortality: (payload) => ({
    extra: [hexToU8a(payload.era)],
    additional: [hexToU8a(payload.blockHash)],
  }),
  CheckNonce: (payload) => ({ extra: [compact(payload.nonce)], additional: [] }),
  ChargeTransactionPayment: (payload) => ({ extra: [compact(payload.tip)], additional: [] }),
  ChargeAssetTxPayment: (payload) => ({
    extra: [compact(payload.tip), option(payload.assetId)],
    additional: [],
  }),
  CheckMetadataHash: (payload) => ({
    extra: [new Uint8Array([payload.mode ?? 0])],
    additional: [option(payload.metadataHash)],
  }),
}

/**
 * The bytes a signer signs for a transaction: the call, each signed extension's extra, then each one's
 * additional data, in the order the runtime lists them (@polkadot/types' ExtrinsicPayload, version 4).
 */
export function encodeSignerPayload(payload: PolkadotSignerPayload): Uint8Array {
  if (payload.version !== 4) throw new Error(`Extrinsic payload version ${payload.version} is not supported`)
  const parts = payload.signedExtensions.map((name) => {
    const encode = SIGNED_EXTENSIONS[name]
    if (!encode) throw new Error(`Signed extension ${name} is not supported`)
    return encode(payload)
  })
  return u8aConcat(
    hexToU8a(payload.method),
    ...parts.flatMap((part) => part.extra),
    ...parts.flatMap((part) => part.additional),
  )
}
