import { ListItem } from '@portico/ui/primitives'
import type { Meta } from '@storybook/react-vite'
import { walletIcon } from '../../fixtures/walletIcon'
import { primitiveStory } from '../../harness/stories'

export default { title: 'Primitives/ListItem' } satisfies Meta

const noop = () => undefined

export const Wallets = primitiveStory(() => (
  <div style={{ display: 'grid', gap: 8, width: 312 }}>
    <ListItem
      variant="wallet"
      title="Lumen"
      imageUrl={walletIcon('L', '#4263eb')}
      tag="Recent"
      onClick={noop}
    />
    <ListItem
      variant="wallet"
      title="Tandem"
      imageUrl={walletIcon('T', '#f08c00')}
      tag="Installed"
      onClick={noop}
    />
    <ListItem variant="wallet" title="Aurora Wallet" imageUrl={undefined} onClick={noop} />
    <ListItem variant="wallet" title="Unavailable" disabled onClick={noop} />
  </div>
))
export const Networks = primitiveStory(() => (
  <div style={{ display: 'grid', gap: 8, width: 312 }}>
    <ListItem variant="network" title="Ethereum" current currentLabel="Current network" onClick={noop} />
    <ListItem variant="network" title="Base" currentLabel="Current network" onClick={noop} />
  </div>
))
export const Tokens = primitiveStory(() => (
  <div style={{ display: 'grid', gap: 8, width: 312 }}>
    <ListItem
      variant="token"
      title="ETH"
      amount="2.000"
      value="4,213.37 USD"
      imageUrl={walletIcon('E', '#5c7cfa')}
      onClick={noop}
    />
    <ListItem variant="token" title="DDL" amount="999.988" onClick={noop} />
  </div>
))
