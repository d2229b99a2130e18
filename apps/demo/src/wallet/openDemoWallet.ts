import { createWalletConnectTestWallet, DEVNET_WALLET_MNEMONIC } from '@portico/test-wallets'
import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { LocalStack } from '../stack/loadLocalStack'

/** The devnet account the /wallet page holds: not the page's browser wallet (1), so two tabs never mix them. */
export const DEMO_WALLET_CONNECT_ACCOUNT_INDEX = 2

/** The WalletConnect test wallet, in this tab, on the stack's relay and devnet chains. */
export async function openDemoWallet(stack: LocalStack) {
  const account = mnemonicToAccount(DEVNET_WALLET_MNEMONIC, {
    addressIndex: DEMO_WALLET_CONNECT_ACCOUNT_INDEX,
  })
  const key = account.getHdKey().privateKey
  if (!key) throw new Error('the devnet account has no private key')
  return createWalletConnectTestWallet({
    relayUrl: stack.relayUrl,
    privateKeys: [toHex(key)],
    chains: stack.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  })
}
