import type { AdapterConnection } from '@portico/core'

/**
 * A WalletConnect session's cosmos accounts as a connection: the bech32 addresses of the session's chain,
 * each with the base64 public key the wallet gave (cosmos_getAccounts on connect), SPEC §9's eoa.
 */
export function sessionConnection(connection: AdapterConnection): AdapterConnection {
  return {
    ...connection,
    accounts: connection.accounts.map(({ address, publicKey }) => ({
      address,
      type: 'eoa',
      ...(publicKey ? { publicKey } : {}),
    })),
  }
}
