import type { ConnectorType } from '@portico/core'

/** Wallets the browser already has (announced, injected, multi-chain) come before host-supplied ones. */
export function connectorTypeRank(type: ConnectorType): number {
  switch (type) {
    case 'ANNOUNCED':
    case 'INJECTED':
    case 'MULTI_CHAIN':
      return 0
    case 'EXTERNAL':
      return 1
    case 'WALLET_CONNECT':
    case 'AUTH':
      return 2
  }
}

export function isInstalledType(type: ConnectorType): boolean {
  return connectorTypeRank(type) === 0
}
