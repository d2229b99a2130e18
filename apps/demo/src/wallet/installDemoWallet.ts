import { installDevnetWallet } from '@portico/test-wallets'
import type { LocalStack } from '../stack/loadLocalStack'

/**
 * The browser wallet a visitor of the demo has: one multi-chain wallet, the EVM part on the first
 * chain, the Solana part on the stack's Solana RPC, the Bitcoin part on regtest (its default). `?wallet=none` shows the page as a visitor
 * without a browser wallet sees it.
 */
export async function installDemoWallet(stack: LocalStack): Promise<void> {
  const [firstChain] = stack.chains
  if (!firstChain || new URLSearchParams(window.location.search).get('wallet') === 'none') return
  const { chainId, rpcUrl, name } = firstChain
  await installDevnetWallet({ chains: [{ chainId, rpcUrl, name }], solana: { rpcUrl: stack.solana.rpcUrl } })
}
