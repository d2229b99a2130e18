import type { Keypair } from '@solana/web3.js'
import type { Address } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import type { OnrampAsset } from './onrampAssets'
import { sendEvmTreasuryTransfer } from './sendEvmTreasuryTransfer'
import { sendSolanaTreasuryTransfer } from './sendSolanaTreasuryTransfer'

/** Pays orders out of the sandbox's treasury accounts, one transfer at a time per account (nonces stay in order). */
export type OnrampTreasury = {
  /** Whether the treasury can send on this asset's namespace. */
  canPay: (asset: OnrampAsset) => boolean
  /** Sends `amount` (smallest units) of the asset to `to`; resolves with the transaction hash (signature on Solana). */
  pay: (asset: OnrampAsset, to: string, amount: bigint) => Promise<string>
}

export function createOnrampTreasury(accounts: { evm?: LocalAccount; solana?: Keypair }): OnrampTreasury {
  const queues = new Map<string, Promise<unknown>>()
  // Transfers of one account run one after another; a failed one does not block the next.
  const inTurn = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const next = (queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(work)
    queues.set(key, next)
    return next
  }
  return {
    canPay: (asset) => (asset.namespace === 'eip155' ? accounts.evm : accounts.solana) !== undefined,
    pay: (asset, to, amount) => {
      if (asset.namespace === 'eip155') {
        const { evm } = accounts
        if (!evm) throw new Error('no EVM treasury')
        return inTurn(`eip155:${asset.chain.chainId}`, () =>
          sendEvmTreasuryTransfer(asset.chain, evm, {
            to: to as Address,
            amount,
            ...(asset.token ? { token: asset.token } : {}),
          }),
        )
      }
      const { solana } = accounts
      if (!solana) throw new Error('no Solana treasury')
      return inTurn(asset.chain.caipNetworkId, () =>
        sendSolanaTreasuryTransfer(asset.chain, solana, { to, lamports: amount }),
      )
    },
  }
}
