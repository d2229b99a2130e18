import { defineNetwork } from './defineNetwork'

// SPEC §3: Bitcoin mainnet and testnet; ids are the CAIP-2 genesis-hash prefixes. The URLs are
// Esplora REST APIs, Bitcoin having no public JSON-RPC.
export const bitcoin = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
})

export const bitcoinTestnet = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
})
