import type { AdapterConnection } from '@portico/core'

/** A WalletConnect session's polkadot accounts as a connection: SS58 addresses in the wallet's order, SPEC §9's eoa. */
export function sessionConnection(connection: AdapterConnection): AdapterConnection {
  return { ...connection, accounts: connection.accounts.map(({ address }) => ({ address, type: 'eoa' })) }
}
