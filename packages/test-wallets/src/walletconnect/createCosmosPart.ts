import { createCosmosTestWallet } from '../cosmos/createCosmosTestWallet'
import { answerCosmosRequest } from './answerCosmosRequest'
import { TEST_WALLET_COSMOS_METHODS, type TestWalletCosmosMethod } from './constants'

export type WalletConnectCosmosOptions = {
  /** The secp256k1 account is the mnemonic's m/44'/118'/0'/0/0, as the injected Keplr-compatible part's. */
  mnemonic: string
  /** CAIP-2 chains the account is offered on, each with its bech32 address prefix. */
  chains: readonly { chain: string; bech32Prefix: string }[]
}

/**
 * The Cosmos namespace of the WalletConnect test wallet: the injected Keplr-compatible test wallet (cosmjs
 * HD keys, its rejectNext / delayNext prompts) knowing and granting every chain, its active account offered
 * on each (one bech32 address per chain).
 */
export async function createCosmosPart({ mnemonic, chains }: WalletConnectCosmosOptions) {
  const references = chains.map(({ chain }) => chain.slice(chain.indexOf(':') + 1))
  const wallet = createCosmosTestWallet({
    mnemonic,
    granted: references,
    suggested: chains.map(({ bech32Prefix }, index) => ({
      chainId: references[index] ?? '',
      chainName: references[index] ?? '',
      bech32Config: { bech32PrefixAccAddr: bech32Prefix },
    })),
  })
  const addresses = await Promise.all(
    references.map(async (reference) => (await wallet.provider.getKey(reference)).bech32Address),
  )
  return {
    addresses,
    controls: { rejectNext: wallet.rejectNext, delayNext: wallet.delayNext },
    supported: {
      chains: chains.map(({ chain }) => chain),
      methods: [...TEST_WALLET_COSMOS_METHODS],
      events: [],
      accounts: chains.map(({ chain }, index) => `${chain}:${addresses[index]}`),
    },
    answer: (request: { method: TestWalletCosmosMethod; params: unknown; chainId: string }) =>
      answerCosmosRequest(request, wallet),
  }
}
