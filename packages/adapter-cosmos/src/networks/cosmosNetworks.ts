import { defineCosmosNetwork } from './defineCosmosNetwork'

const ATOM = { name: 'Cosmos Hub Atom', symbol: 'ATOM', decimals: 6 }
const OSMO = { name: 'Osmosis', symbol: 'OSMO', decimals: 6 }

/** Cosmos Hub mainnet. */
export const cosmosHub = defineCosmosNetwork({
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  nativeCurrency: ATOM,
  rpcUrl: 'https://cosmos-rpc.publicnode.com',
  blockExplorer: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' },
  cosmos: {
    bech32Prefix: 'cosmos',
    coinType: 118,
    minimalDenom: 'uatom',
    rest: 'https://cosmos-rest.publicnode.com',
    gasPriceStep: { low: 0.005, average: 0.025, high: 0.03 },
  },
})

/**
 * The Cosmos Hub's public testnet: the Interchain Security provider chain (chain id `provider`), which
 * replaced theta-testnet-001.
 */
export const cosmosHubTestnet = defineCosmosNetwork({
  id: 'provider',
  name: 'Cosmos Hub Testnet',
  nativeCurrency: ATOM,
  rpcUrl: 'https://rpc.provider-sentry-01.ics-testnet.polypore.xyz',
  testnet: true,
  cosmos: {
    bech32Prefix: 'cosmos',
    coinType: 118,
    minimalDenom: 'uatom',
    rest: 'https://rest.provider-sentry-01.ics-testnet.polypore.xyz',
    gasPriceStep: { low: 0.005, average: 0.025, high: 0.03 },
  },
})

/** Osmosis mainnet. */
export const osmosis = defineCosmosNetwork({
  id: 'osmosis-1',
  name: 'Osmosis',
  nativeCurrency: OSMO,
  rpcUrl: 'https://rpc.osmosis.zone',
  blockExplorer: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis' },
  cosmos: {
    bech32Prefix: 'osmo',
    coinType: 118,
    minimalDenom: 'uosmo',
    rest: 'https://lcd.osmosis.zone',
    gasPriceStep: { low: 0.0025, average: 0.025, high: 0.04 },
  },
})

/** Osmosis testnet. */
export const osmosisTestnet = defineCosmosNetwork({
  id: 'osmo-test-5',
  name: 'Osmosis Testnet',
  nativeCurrency: OSMO,
  rpcUrl: 'https://rpc.osmotest5.osmosis.zone',
  blockExplorer: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis-testnet' },
  testnet: true,
  cosmos: {
    bech32Prefix: 'osmo',
    coinType: 118,
    minimalDenom: 'uosmo',
    rest: 'https://lcd.osmotest5.osmosis.zone',
    gasPriceStep: { low: 0.0025, average: 0.025, high: 0.04 },
  },
})

/** Every cosmos network this package defines. */
export const cosmosNetworks = [cosmosHub, cosmosHubTestnet, osmosis, osmosisTestnet] as const
