import type { LocalAccount } from 'viem'
import type { Eip1193Emitter } from './createEip1193Emitter'
import { ProviderRpcError, RPC_ERROR_CODES, unauthorized, userRejected } from './ProviderRpcError'

/** A chain the wallet can talk to: where its RPC is and what to call it. */
export type KnownChain = {
  chainId: number
  rpcUrl: string
  name: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

export type CallsBundle = { chainId: number; from: `0x${string}`; hashes: `0x${string}`[] }

/** Everything the devnet wallet remembers; the request handlers read and change it. */
export type WalletState = {
  accounts: readonly LocalAccount[]
  activeIndex: number
  /** Whether the site holds the user's grant to see accounts (eth_requestAccounts). */
  granted: boolean
  chains: Map<number, KnownChain>
  chainId: number
  bundles: Map<string, CallsBundle>
  /** Set by rejectNext(): the next prompt the user would see is refused instead. */
  rejectNextPrompt: boolean
  /** Set by delayNext(): the next prompt waits until the test releases it, as a user taking their time. */
  nextPromptDelay: Promise<void> | undefined
  emitter: Eip1193Emitter
}

export function activeAccount(state: WalletState): LocalAccount {
  const account = state.accounts[state.activeIndex]
  if (!account) throw new ProviderRpcError(RPC_ERROR_CODES.unauthorized, 'The wallet has no account')
  return account
}

export function currentChain(state: WalletState): KnownChain {
  const chain = state.chains.get(state.chainId)
  if (!chain) throw new ProviderRpcError(RPC_ERROR_CODES.disconnected, 'The wallet is on no known chain')
  return chain
}

/** The addresses the site may see: the active account, once granted. */
export function exposedAddresses(state: WalletState): `0x${string}`[] {
  return state.granted ? [activeAccount(state).address] : []
}

/** An account the site was granted and asks to act for; anything else is unauthorized (EIP-1193 4100). */
export function authorizedAccount(state: WalletState, address: unknown): LocalAccount {
  const account = activeAccount(state)
  if (
    !state.granted ||
    typeof address !== 'string' ||
    address.toLowerCase() !== account.address.toLowerCase()
  )
    throw unauthorized()
  return account
}

/** A request that would show the user a prompt: held after delayNext(), refused once after rejectNext(). */
export async function promptUser(
  state: Pick<WalletState, 'rejectNextPrompt' | 'nextPromptDelay'>,
): Promise<void> {
  const delay = state.nextPromptDelay
  state.nextPromptDelay = undefined
  await delay
  if (!state.rejectNextPrompt) return
  state.rejectNextPrompt = false
  throw userRejected()
}

/** The user's side of the next prompt, the same in every chain's wallet: refuse it, or take their time over it. */
export function promptControls(state: Pick<WalletState, 'rejectNextPrompt' | 'nextPromptDelay'>) {
  return {
    /** The user will refuse the next prompt (code 4001). */
    rejectNext(): void {
      state.rejectNextPrompt = true
    },
    /** The user takes their time over the next prompt: it waits until the returned function is called. */
    delayNext(): () => void {
      let release: () => void = () => undefined
      state.nextPromptDelay = new Promise<void>((resolve) => {
        release = resolve
      })
      return () => release()
    },
  }
}

export const toHexChainId = (chainId: number) => `0x${chainId.toString(16)}` as const
