import {
  BITCOIN_TEST_WALLET_NETWORKS,
  type BitcoinTestWalletNetwork,
  bitcoinCoinType,
} from '../bitcoin/constants'
import { deriveBitcoinKeys } from '../bitcoin/deriveBitcoinKeys'
import { RPC_ERROR_CODES } from '../evm/ProviderRpcError'
import { promptControls, promptUser } from '../evm/walletState'
import { answerBitcoinRequest, bitcoinAccountAddresses } from './answerBitcoinRequest'
import {
  TEST_WALLET_BITCOIN_EVENTS,
  TEST_WALLET_BITCOIN_METHODS,
  type TestWalletBitcoinMethod,
} from './constants'
import { UserRejectedError } from './UserRejectedError'

export type WalletConnectBitcoinOptions = {
  /** The payment (BIP-84) and ordinals (BIP-86) keys come from this mnemonic, account 0 at first. */
  mnemonic: string
  /** The CAIP-2 chain the addresses are offered on, e.g. regtest's `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`. */
  chain: string
  network: BitcoinTestWalletNetwork
}

/** The user's answer to a prompt, as WalletConnect words a refusal (USER_REJECTED). */
async function promptAsWalletConnect(state: Parameters<typeof promptUser>[0]) {
  try {
    await promptUser(state)
  } catch (error) {
    if ((error as { code?: unknown }).code === RPC_ERROR_CODES.userRejected) throw new UserRejectedError()
    throw error
  }
}

/**
 * The Bitcoin namespace of the WalletConnect test wallet: the first receive addresses of one account of
 * the mnemonic (WalletConnect's account rule) as the session's accounts, its bip122 methods answered with
 * their keys, a prompt before each signature (rejectNext, delayNext), and `switchAccount` moving to another
 * account, whose addresses the wallet then announces (bip122_addressesChanged).
 */
export function createBitcoinPart({ mnemonic, chain, network }: WalletConnectBitcoinOptions) {
  const derive = (account: number) =>
    deriveBitcoinKeys(mnemonic, BITCOIN_TEST_WALLET_NETWORKS[network], bitcoinCoinType(network), account)
  let keys = derive(0)
  const state = { rejectNextPrompt: false, nextPromptDelay: undefined as Promise<void> | undefined }
  return {
    /** The payment and ordinals addresses of the account in use, in that order. */
    get addresses() {
      return keys.map(({ address }) => address)
    },
    controls: promptControls(state),
    /** The session's namespace: the addresses of account 0, as approved. */
    supported: {
      chains: [chain],
      methods: [...TEST_WALLET_BITCOIN_METHODS],
      events: [...TEST_WALLET_BITCOIN_EVENTS],
      accounts: keys.map(({ address }) => `${chain}:${address}`),
    },
    answer: (request: { method: TestWalletBitcoinMethod; params: unknown }) =>
      answerBitcoinRequest(request, keys, network, () => promptAsWalletConnect(state)),
    /** The user picks another account in the wallet: the event's data, its addresses with their intentions. */
    switchAccount(account: number) {
      keys = derive(account)
      return { name: TEST_WALLET_BITCOIN_EVENTS[0], data: bitcoinAccountAddresses(keys) }
    },
  }
}
