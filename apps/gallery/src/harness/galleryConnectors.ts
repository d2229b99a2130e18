import { type Connector, WALLET_CONNECT_CONNECTOR_ID } from '@portico/core'
import { walletIcon } from '../fixtures/walletIcon'

/** Browser wallets the gallery's page "announces" (EIP-6963) or has injected: fictional, fixed names. */
export const LUMEN: Connector = {
  id: 'app.lumen',
  name: 'Lumen',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: walletIcon('L', '#4263eb'),
  info: { rdns: 'app.lumen' },
}
export const QUILL: Connector = {
  id: 'app.quill',
  name: 'Quill',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: walletIcon('Q', '#ae3ec9'),
  info: { rdns: 'app.quill' },
}
export const TANDEM: Connector = {
  id: 'app.tandem',
  name: 'Tandem',
  type: 'INJECTED',
  chain: 'eip155',
  imageUrl: walletIcon('T', '#f08c00'),
}

/** A Polkadot extension: several accounts, the visitor picks the active one. */
export const MOSAIC: Connector = {
  id: 'app.mosaic',
  name: 'Mosaic',
  type: 'INJECTED',
  chain: 'polkadot',
  imageUrl: walletIcon('M', '#c2255c'),
}

/** An email or social login wallet (SPEC's embedded wallet): it has no prompt, so the modal shows its switches. */
export const EMBEDDED: Connector = {
  id: 'app.portico.embedded',
  name: 'Email wallet',
  type: 'AUTH',
  chain: 'eip155',
}
/** WalletConnect as the EVM adapter lists it; connects offer a pairing URI instead of prompting. */
export const WALLET_CONNECT: Connector = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
