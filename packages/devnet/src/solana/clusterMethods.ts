import { VersionedMessage } from '@solana/web3.js'
import {
  LAMPORTS_PER_SIGNATURE,
  SOLANA_CORE_VERSION,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_FEATURE_SET,
} from './constants'
import { RpcError } from './RpcError'
import { type RpcMethod, withContext } from './rpcContext'
import { readConfig, readEncodedBytes, readString } from './rpcParams'

/** Mainnet's epoch length; the devnet never leaves epoch 0. */
const SLOTS_PER_EPOCH = 432_000n

export const clusterMethods: Record<string, RpcMethod> = {
  getLatestBlockhash(params, ledger) {
    readConfig(params[0])
    return withContext(ledger, ledger.latestBlockhash())
  },

  // Removed from agave 2.0 but still called by old clients; kept because it costs nothing.
  getRecentBlockhash(params, ledger) {
    readConfig(params[0])
    const { blockhash } = ledger.latestBlockhash()
    return withContext(ledger, {
      blockhash,
      feeCalculator: { lamportsPerSignature: LAMPORTS_PER_SIGNATURE },
    })
  },

  isBlockhashValid(params, ledger) {
    const [blockhash, config] = params
    readConfig(config)
    return withContext(ledger, ledger.isBlockhashValid(readString(blockhash, 'blockhash')))
  },

  getFeeForMessage(params, ledger) {
    const [encoded, config] = params
    readConfig(config)
    let message: VersionedMessage
    try {
      message = VersionedMessage.deserialize(readEncodedBytes(encoded, 'base64', 'message'))
    } catch (error) {
      if (error instanceof RpcError) throw error
      throw RpcError.invalidParams(`failed to deserialize the message: ${(error as Error).message}`)
    }
    // An expired blockhash gives null, as on a real cluster.
    return withContext(
      ledger,
      ledger.isBlockhashValid(message.recentBlockhash)
        ? LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures)
        : null,
    )
  },

  getSlot(params, ledger) {
    readConfig(params[0])
    return ledger.slot
  },

  getBlockHeight(params, ledger) {
    readConfig(params[0])
    return ledger.blockHeight
  },

  getTransactionCount(params, ledger) {
    readConfig(params[0])
    return ledger.transactionCount
  },

  getEpochInfo(params, ledger) {
    readConfig(params[0])
    return {
      absoluteSlot: ledger.slot,
      blockHeight: ledger.blockHeight,
      epoch: ledger.slot / SLOTS_PER_EPOCH,
      slotIndex: ledger.slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: ledger.transactionCount,
    }
  },

  getGenesisHash() {
    return SOLANA_DEVNET_GENESIS_HASH
  },

  getVersion() {
    return { 'solana-core': SOLANA_CORE_VERSION, 'feature-set': SOLANA_FEATURE_SET }
  },

  getHealth() {
    return 'ok'
  },
}
