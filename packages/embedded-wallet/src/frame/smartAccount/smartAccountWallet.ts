import { createPublicClient, type Hex, http } from 'viem'
import { type BundlerClient, createBundlerClient, type SmartAccount } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import type { SmartAccountNetwork } from '../../frameServer/smartAccountNetworks'
import { toPorticoSmartAccount } from '../../smartAccount'
import { chainOf, type EvmNetwork } from '../evmRpc'
import { FrameError, SMART_ACCOUNT_NOT_ENABLED_MESSAGE } from '../frameErrors'

/** How often the frame asks the bundler for a user operation's receipt (the devnet mines at once). */
const RECEIPT_POLLING_MS = 250

export type OpenedSmartAccount = {
  account: SmartAccount
  bundler: BundlerClient<ReturnType<typeof http>, undefined, SmartAccount>
  bundlerUrl: string
  chainId: number
}

export type SmartAccountWalletParameters = {
  /** The EVM key the wallet derived: the smart account's owner, kept in this closure. */
  privateKey: Hex
  networks: readonly SmartAccountNetwork[]
  network: () => EvmNetwork
}

/** The user's smart account on each enabled network, opened once per network and node. */
export function createSmartAccountWallet({ privateKey, networks, network }: SmartAccountWalletParameters) {
  const owner = privateKeyToAccount(privateKey)
  const opened = new Map<string, Promise<OpenedSmartAccount>>()
  const bundlerUrlOf = (chainId: number) => networks.find((entry) => entry.chainId === chainId)?.bundlerUrl

  const open = async (current: EvmNetwork, bundlerUrl: string): Promise<OpenedSmartAccount> => {
    const client = createPublicClient({
      chain: chainOf(current),
      transport: http(current.rpcUrl, { retryCount: 0 }),
    })
    const account = await toPorticoSmartAccount({ client, owner })
    const bundler = createBundlerClient({
      account,
      client,
      transport: http(bundlerUrl, { retryCount: 0 }),
      pollingInterval: RECEIPT_POLLING_MS,
    })
    return { account, bundler, bundlerUrl, chainId: current.chainId }
  }

  return {
    /** SPEC §7 get smart account enabled networks: the deployment's, never the page's. */
    enabledNetworks: (): number[] => networks.map((entry) => entry.chainId),
    isEnabled: (chainId: number) => bundlerUrlOf(chainId) !== undefined,
    /** The smart account on the current network; an error names a network without smart accounts. */
    current(): Promise<OpenedSmartAccount> {
      const current = network()
      const bundlerUrl = bundlerUrlOf(current.chainId)
      if (!bundlerUrl) return Promise.reject(new FrameError(SMART_ACCOUNT_NOT_ENABLED_MESSAGE))
      const key = `${current.chainId} ${current.rpcUrl}`
      let pending = opened.get(key)
      if (!pending) {
        pending = open(current, bundlerUrl)
        // A node that could not answer is asked again next time.
        pending.catch(() => opened.delete(key))
        opened.set(key, pending)
      }
      return pending
    },
  }
}

export type SmartAccountWallet = ReturnType<typeof createSmartAccountWallet>
