import { definePolkadotNetwork } from './definePolkadotNetwork'

/** Polkadot relay chain. */
export const polkadot = definePolkadotNetwork({
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  ss58Prefix: 0,
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrl: 'https://rpc.polkadot.io',
  webSocketUrl: 'wss://rpc.polkadot.io',
  blockExplorer: { name: 'Subscan', url: 'https://polkadot.subscan.io' },
})

/** Kusama relay chain. */
export const kusama = definePolkadotNetwork({
  genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  ss58Prefix: 2,
  name: 'Kusama',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrl: 'https://kusama-rpc.polkadot.io',
  webSocketUrl: 'wss://kusama-rpc.polkadot.io',
  blockExplorer: { name: 'Subscan', url: 'https://kusama.subscan.io' },
})

/** Westend, Parity's public test relay chain. */
export const westend = definePolkadotNetwork({
  genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
  ss58Prefix: 42,
  name: 'Westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrl: 'https://westend-rpc.polkadot.io',
  webSocketUrl: 'wss://westend-rpc.polkadot.io',
  blockExplorer: { name: 'Subscan', url: 'https://westend.subscan.io' },
  testnet: true,
})

/**
 * The local chain of @portico/devnet: chopsticks on the "Kusama Local Testnet" raw chain spec, port 9944
 * (ARCHITECTURE.md "The local stack"). Its genesis hash is 0x45…45: frame_system's genesis stores
 * hash69() as BlockHash(0) (the spec's `System.BlockHash(0)` holds it), and chopsticks serves it as block
 * 0's hash, which extensions and @polkadot/api read. Its token and prefix are the spec's properties.
 */
export const porticoLocalPolkadot = definePolkadotNetwork({
  genesisHash: `0x${'45'.repeat(32)}`,
  ss58Prefix: 2,
  name: 'Portico Polkadot Devnet',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrl: 'http://127.0.0.1:9944',
  webSocketUrl: 'ws://127.0.0.1:9944',
  testnet: true,
})

/** Every polkadot network this package defines, the local chain first. */
export const polkadotNetworks = [porticoLocalPolkadot, polkadot, kusama, westend] as const
