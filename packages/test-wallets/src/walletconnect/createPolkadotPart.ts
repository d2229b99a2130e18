import { cryptoWaitReady } from '@polkadot/util-crypto'
import { createPolkadotTestWallet } from '../polkadot/createPolkadotTestWallet'
import { answerPolkadotRequest } from './answerPolkadotRequest'
import {
  TEST_WALLET_POLKADOT_EVENTS,
  TEST_WALLET_POLKADOT_METHODS,
  type TestWalletPolkadotMethod,
} from './constants'

// The name the extension is allowed for: a session, not a site, is what it serves here.
const APP_NAME = 'WalletConnect'

export type WalletConnectPolkadotOptions = {
  /** The sr25519 accounts are `{mnemonic}//0` and `{mnemonic}//1`, as the injected extension's. */
  mnemonic: string
  /** CAIP-2 chains the accounts are offered on, e.g. `polkadot:91b171bb158e2d3848fa23a9f1c25182`. */
  chains: readonly string[]
  /** The SS58 prefix the session's addresses are written in; generic Substrate (42) by default. */
  ss58Format?: number
}

/**
 * The Polkadot namespace of the WalletConnect test wallet: the injected test extension (real sr25519 keys,
 * its rejectNext / delayNext prompts) allowed once for the session, its accounts offered on every chain.
 */
export async function createPolkadotPart({ mnemonic, chains, ss58Format }: WalletConnectPolkadotOptions) {
  await cryptoWaitReady()
  const wallet = createPolkadotTestWallet({
    mnemonic,
    granted: true,
    ...(ss58Format === undefined ? {} : { ss58Format }),
  })
  const { signer } = await wallet.provider.enable(APP_NAME)
  return {
    addresses: wallet.addresses,
    controls: { rejectNext: wallet.rejectNext, delayNext: wallet.delayNext },
    supported: {
      chains: [...chains],
      methods: [...TEST_WALLET_POLKADOT_METHODS],
      events: [...TEST_WALLET_POLKADOT_EVENTS],
      accounts: chains.flatMap((chain) => wallet.addresses.map((address) => `${chain}:${address}`)),
    },
    answer: (request: { method: TestWalletPolkadotMethod; params: unknown }) =>
      answerPolkadotRequest(request, signer),
  }
}
