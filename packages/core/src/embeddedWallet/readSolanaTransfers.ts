import { base58 } from '@scure/base'

const SIGNATURE_BYTES = 64
const KEY_BYTES = 32
/** The System Program's transfer instruction: u32 index 2, then u64 lamports, little-endian. */
const SYSTEM_TRANSFER_INDEX = 2
const SYSTEM_TRANSFER_DATA_BYTES = 12

/** A reader over Solana's wire format (compact-u16 lengths); undefined past the end. */
function reader(bytes: Uint8Array, start: number) {
  let offset = start
  return {
    offset: () => offset,
    byte: () => bytes[offset++],
    take: (length: number) => {
      if (offset + length > bytes.length) return undefined
      const slice = bytes.subarray(offset, offset + length)
      offset += length
      return slice
    },
    compact: () => {
      let value = 0
      for (let index = 0; index < 3; index++) {
        const byte = bytes[offset++]
        if (byte === undefined) return undefined
        value |= (byte & 0x7f) << (7 * index)
        if ((byte & 0x80) === 0) return value
      }
      return undefined
    },
  }
}

/** One SOL transfer of a transaction: the receiver (base58) and the lamports sent. */
export type SolanaTransfer = { to: string; lamports: bigint }

/**
 * The SOL transfers of a serialized transaction (legacy or v0), read from its System Program transfer
 * instructions. Undefined when the bytes are not a transaction this can read.
 */
export function readSolanaTransfers(transaction: Uint8Array): SolanaTransfer[] | undefined {
  const wire = reader(transaction, 0)
  const signatures = wire.compact()
  if (signatures === undefined || !wire.take(signatures * SIGNATURE_BYTES)) return undefined
  return readMessage(transaction.subarray(wire.offset()))
}

function readMessage(message: Uint8Array): SolanaTransfer[] | undefined {
  const wire = reader(message, (message[0] ?? 0) & 0x80 ? 1 : 0)
  if (!wire.take(3)) return undefined
  const keyCount = wire.compact()
  if (keyCount === undefined) return undefined
  const keys: Uint8Array[] = []
  for (let index = 0; index < keyCount; index++) {
    const key = wire.take(KEY_BYTES)
    if (!key) return undefined
    keys.push(key)
  }
  if (!wire.take(KEY_BYTES)) return undefined
  const instructionCount = wire.compact()
  if (instructionCount === undefined) return undefined
  const transfers: SolanaTransfer[] = []
  for (let index = 0; index < instructionCount; index++) {
    const program = wire.byte()
    const accountCount = wire.compact()
    if (program === undefined || accountCount === undefined) return undefined
    const accounts = wire.take(accountCount)
    const dataLength = wire.compact()
    const data = dataLength === undefined ? undefined : wire.take(dataLength)
    if (!accounts || !data) return undefined
    const programKey = keys[program]
    // Accounts from a v0 lookup table are not in the message: such a receiver stays unknown.
    const receiver = keys[accounts[1] ?? keys.length]
    // The System Program's id is 32 zero bytes.
    if (!programKey?.every((byte) => byte === 0) || data.length !== SYSTEM_TRANSFER_DATA_BYTES) continue
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (view.getUint32(0, true) !== SYSTEM_TRANSFER_INDEX || !receiver) continue
    transfers.push({ to: base58.encode(receiver), lamports: view.getBigUint64(4, true) })
  }
  return transfers
}
