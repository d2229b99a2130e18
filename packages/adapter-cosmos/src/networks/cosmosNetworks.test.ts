import { InvalidNetworkError } from '@portico/core'
import { expect, test } from 'vitest'
import { cosmosHub, cosmosHubTestnet, cosmosNetworks, osmosis, osmosisTestnet } from './cosmosNetworks'
import { defineCosmosNetwork, isCosmosNetwork, toChainInfo } from './defineCosmosNetwork'

test('the CAIP-2 id of every network is cosmos:<chain id>', () => {
  expect(cosmosNetworks.map((network) => [network.name, network.caipNetworkId, network.testnet])).toEqual([
    ['Cosmos Hub', 'cosmos:cosmoshub-4', false],
    ['Cosmos Hub Testnet', 'cosmos:provider', true],
    ['Osmosis', 'cosmos:osmosis-1', false],
    ['Osmosis Testnet', 'cosmos:osmo-test-5', true],
  ])
  expect(cosmosNetworks.every((network) => network.chainNamespace === 'cosmos')).toBe(true)
})

test('the chain info for suggest-chain carries rpc, rest, the bech32 prefixes and the currency', () => {
  expect(toChainInfo(osmosis)).toEqual({
    chainId: 'osmosis-1',
    chainName: 'Osmosis',
    rpc: 'https://rpc.osmosis.zone',
    rest: 'https://lcd.osmosis.zone',
    bip44: { coinType: 118 },
    bech32Config: {
      bech32PrefixAccAddr: 'osmo',
      bech32PrefixAccPub: 'osmopub',
      bech32PrefixValAddr: 'osmovaloper',
      bech32PrefixValPub: 'osmovaloperpub',
      bech32PrefixConsAddr: 'osmovalcons',
      bech32PrefixConsPub: 'osmovalconspub',
    },
    currencies: [{ coinDenom: 'OSMO', coinMinimalDenom: 'uosmo', coinDecimals: 6 }],
    feeCurrencies: [
      {
        coinDenom: 'OSMO',
        coinMinimalDenom: 'uosmo',
        coinDecimals: 6,
        gasPriceStep: { low: 0.0025, average: 0.025, high: 0.04 },
      },
    ],
    stakeCurrency: { coinDenom: 'OSMO', coinMinimalDenom: 'uosmo', coinDecimals: 6 },
  })
  expect(toChainInfo(cosmosHub).bech32Config.bech32PrefixAccAddr).toBe('cosmos')
  expect(toChainInfo(cosmosHubTestnet).rest).toMatch(/^https:\/\//)
  expect(toChainInfo(osmosisTestnet).chainId).toBe('osmo-test-5')
})

test('a network without chain config is no cosmos network; a bad id is refused by core', () => {
  const { cosmos: _dropped, ...plain } = cosmosHub
  expect(isCosmosNetwork(plain)).toBe(false)
  expect(isCosmosNetwork(cosmosHub)).toBe(true)
  expect(() =>
    defineCosmosNetwork({
      ...osmosis,
      id: 'bad id',
      rpcUrl: 'https://rpc.example',
      nativeCurrency: osmosis.nativeCurrency,
    }),
  ).toThrow(InvalidNetworkError)
})
