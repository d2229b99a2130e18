import { bitcoin, bitcoinTestnet, defineNetwork } from '@portico/core'

export { bitcoin, bitcoinTestnet }

// CAIP-2 bip122 references are the first 32 hex characters of each chain's genesis block hash.
export const bitcoinTestnet4 = defineNetwork({
  id: '00000000da84f2bafbbc53dee25a72ae',
  name: 'Bitcoin Testnet4',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet4/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet4' } },
  testnet: true,
})

export const bitcoinSignet = defineNetwork({
  id: '00000008819873e925422c1ff0f99f7c',
  name: 'Bitcoin Signet',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'sBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/signet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/signet' } },
  testnet: true,
})

export const bitcoinRegtest = defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'rBTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
  testnet: true,
})

/** sats-connect's network names (`wallet_getNetwork`'s `bitcoin.name`) by CAIP-2 reference. */
export const SATS_CONNECT_NETWORK_NAMES: Readonly<Record<string, string>> = {
  [bitcoin.id]: 'Mainnet',
  [bitcoinTestnet.id]: 'Testnet',
  [bitcoinTestnet4.id]: 'Testnet4',
  [bitcoinSignet.id]: 'Signet',
  [bitcoinRegtest.id]: 'Regtest',
}

/** The CAIP-2 reference of a sats-connect network name; undefined for a name it does not know. */
export function networkIdOfName(name: string): string | undefined {
  const wanted = name.toLowerCase()
  for (const [id, known] of Object.entries(SATS_CONNECT_NETWORK_NAMES)) {
    if (known.toLowerCase() === wanted) return id
  }
  return undefined
}

/**
 * The sats-connect network name of a Wallet Standard chain: Exodus's `bitcoin:<network>` names
 * (`bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest`…) or a bip122 CAIP-2 id; undefined for others.
 */
export function networkNameOfChain(chain: string): string | undefined {
  const [namespace, reference = ''] = chain.split(':')
  if (namespace === 'bip122') return SATS_CONNECT_NETWORK_NAMES[reference]
  if (namespace !== 'bitcoin') return undefined
  const id = networkIdOfName(reference)
  return id ? SATS_CONNECT_NETWORK_NAMES[id] : undefined
}
