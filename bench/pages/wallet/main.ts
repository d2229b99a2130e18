// The Portico Devnet Wallet as a browser extension would be: injected into every page before its
// scripts run, announced the EIP-6963 way and as the legacy window.ethereum, on the bench's devnet.
import { installDevnetWallet, installInjected } from '@portico/test-wallets'
import { benchConfig } from '../shared/benchConfig'

const config = benchConfig()
void installDevnetWallet({
  chains: [{ chainId: config.chainId, rpcUrl: config.rpcUrl, name: 'Portico Devnet' }],
}).then((wallet) => installInjected(window, wallet.provider))
