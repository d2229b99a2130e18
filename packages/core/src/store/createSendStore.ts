import { createStore } from 'zustand/vanilla'
import { SEND_NAMESPACES, type SendNamespace } from '../constants'
import {
  INVALID_DECIMAL_NUMBER,
  SEND_AMOUNT_AND_RECEIVER_REQUIRED,
  SEND_IN_PROGRESS,
  SEND_TOKEN_REQUIRED,
  UNSUPPORTED_CHAIN,
} from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import { isValidDecimal } from '../format/parseDecimal'
import type { ChainNamespace } from '../namespaces'
import type { SendState } from '../types/send'
import type { TokenBalance } from '../types/tokens'

/** What an adapter needs to send, once the form is valid. */
export type SendRequest = {
  namespace: SendNamespace
  token: TokenBalance
  amount: string
  receiverAddress: string
}

export type SendParameters<T> = {
  /** The active namespace; send works on SEND_NAMESPACES only (SPEC §1, §5; polkadot beyond SPEC). */
  namespace: ChainNamespace | undefined
  /** Sends through the namespace's adapter (native, ERC-20 or Solana transfer) and gives its result. */
  execute: (request: SendRequest) => Promise<T>
}

export type SendStoreState = SendState & {
  setToken: (token: TokenBalance | undefined) => void
  setTokenAmount: (amount: string | undefined) => void
  setReceiverAddress: (address: string | undefined) => void
  setReceiverProfileName: (name: string | undefined) => void
  setReceiverProfileImageUrl: (url: string | undefined) => void
  setTokenBalances: (balances: TokenBalance[]) => void
  /** SPEC §5: the first reason the form cannot be sent, letter for letter, or undefined when it can. */
  validateSend: (parameters: { namespace: ChainNamespace | undefined }) => string | undefined
  /**
   * SPEC §4 send flow: validates, sets loading, runs `execute`, and on success resets the form; on
   * failure it keeps everything the user typed and rethrows.
   */
  send: <T>(parameters: SendParameters<T>) => Promise<T>
  /** Clears the form; SPEC §4 also asks for this on every network switch. */
  reset: () => void
}

const emptyForm = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileImageUrl: undefined,
  receiverProfileName: undefined,
  loading: false,
  tokenBalances: [],
} satisfies SendState

function isSendNamespace(namespace: ChainNamespace | undefined): namespace is SendNamespace {
  return (SEND_NAMESPACES as readonly (string | undefined)[]).includes(namespace)
}

/** SPEC §5, in SPEC's order: the chain, then amount and receiver, then the token. */
function checkSend(form: SendState, namespace: ChainNamespace | undefined): string | SendRequest {
  if (!isSendNamespace(namespace)) return UNSUPPORTED_CHAIN
  const amount = form.sendTokenAmount?.trim() ?? ''
  const receiverAddress = form.receiverAddress?.trim() ?? ''
  if (!amount || !receiverAddress) return SEND_AMOUNT_AND_RECEIVER_REQUIRED
  if (!isValidDecimal(amount) || amount.startsWith('-')) return INVALID_DECIMAL_NUMBER
  // A zero amount sends nothing, so it is no amount at all.
  if (!/[1-9]/.test(amount)) return SEND_AMOUNT_AND_RECEIVER_REQUIRED
  if (!form.token) return SEND_TOKEN_REQUIRED
  return { namespace, token: form.token, amount, receiverAddress }
}

export function createSendStore() {
  return createStore<SendStoreState>()((set, get) => ({
    ...emptyForm,
    setToken: (token) => set({ token }),
    setTokenAmount: (sendTokenAmount) => set({ sendTokenAmount }),
    setReceiverAddress: (receiverAddress) => set({ receiverAddress }),
    setReceiverProfileName: (receiverProfileName) => set({ receiverProfileName }),
    setReceiverProfileImageUrl: (receiverProfileImageUrl) => set({ receiverProfileImageUrl }),
    setTokenBalances: (tokenBalances) => set({ tokenBalances }),

    validateSend: ({ namespace }) => {
      const checked = checkSend(get(), namespace)
      return typeof checked === 'string' ? checked : undefined
    },

    send: async ({ namespace, execute }) => {
      if (get().loading) throw new PorticoError(SEND_IN_PROGRESS)
      const checked = checkSend(get(), namespace)
      if (typeof checked === 'string') throw new PorticoError(checked)
      set({ loading: true })
      try {
        const result = await execute(checked)
        set({ ...emptyForm })
        return result
      } catch (error) {
        set({ loading: false })
        throw error
      }
    },

    reset: () => set({ ...emptyForm }),
  }))
}

export type SendStore = ReturnType<typeof createSendStore>
