import type { BitcoinAdapter } from '@portico/adapter-bitcoin'
import type { CosmosAdapter } from '@portico/adapter-cosmos'
import type { EvmAdapter } from '@portico/adapter-evm'
import type { PolkadotAdapter } from '@portico/adapter-polkadot'
import type { SolanaAdapter } from '@portico/adapter-solana'
import type { CaipNetwork } from '@portico/core'
import { ChainCard } from './ChainCard'
import { BatchTransferForm } from './components/BatchTransferForm'
import { HookValues } from './components/HookValues'
import { ModalControls } from './components/ModalControls'
import { NamespaceAccounts } from './components/NamespaceAccounts'
import { PolkadotSendForm } from './components/PolkadotSendForm'
import { SendForm } from './components/SendForm'
import { SignInPanel } from './components/SignInPanel'
import { SignMessageForm } from './components/SignMessageForm'
import { SolanaSendForm } from './components/SolanaSendForm'
import { StatusHistoryList } from './components/StatusHistoryList'
import { SwitchNetworkButtons } from './components/SwitchNetworkButtons'
import { signInModeFromUrl, signInStorageFromUrl } from './portico/demoSignIn'
import type { StatusHistory } from './portico/recordStatuses'
import type { LocalStack } from './stack/loadLocalStack'

export type AppProps = {
  stack: LocalStack
  evm: EvmAdapter
  solana: SolanaAdapter
  bitcoin: BitcoinAdapter
  polkadot: PolkadotAdapter
  cosmos: CosmosAdapter
  networks: readonly CaipNetwork[]
  statuses: StatusHistory
}

export function App({ stack, evm, solana, bitcoin, polkadot, cosmos, networks, statuses }: AppProps) {
  return (
    <main>
      <h1>Portico demo</h1>
      <p>
        A host app on the local stack: a multi-chain browser wallet, two EVM devnet chains, a Solana devnet,
        Bitcoin regtest, a Polkadot chain, Cosmos, the modal.
      </p>
      <ModalControls />
      <div className="grid">
        <HookValues evm={evm} />
        <StatusHistoryList statuses={statuses} />
        <SwitchNetworkButtons networks={networks} />
        <SignInPanel stack={stack} mode={signInModeFromUrl()} storage={signInStorageFromUrl()} />
        <SignMessageForm namespace="eip155" adapter={evm} />
        <SendForm evm={evm} stack={stack} />
        <BatchTransferForm evm={evm} stack={stack} />
        <NamespaceAccounts />
        <SignMessageForm namespace="solana" adapter={solana} />
        <SolanaSendForm solana={solana} stack={stack} />
        <SignMessageForm namespace="bip122" adapter={bitcoin} />
        <SignMessageForm namespace="polkadot" adapter={polkadot} />
        <PolkadotSendForm polkadot={polkadot} />
        <SignMessageForm namespace="cosmos" adapter={cosmos} />
      </div>
      <div className="chains">
        {stack.chains.map((chain) => (
          <ChainCard key={chain.rpcUrl} chain={chain} />
        ))}
      </div>
    </main>
  )
}
