import { type CaipNetwork, defineNetwork } from '@portico/core'
import { expect, test } from 'vitest'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter'

const bnb: CaipNetwork = defineNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc.example/rpc'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
})

test('carries SPEC §7 fields: hex chain id, rpc urls, name, currency, explorers, icons', () => {
  expect(toAddEthereumChainParameter(bnb, 'https://icons.example/bnb.svg')).toEqual({
    chainId: '0x38',
    chainName: 'BNB Smart Chain',
    rpcUrls: ['https://bsc.example/rpc'],
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    blockExplorerUrls: ['https://bscscan.com'],
    iconUrls: ['https://icons.example/bnb.svg'],
  })
})

test('leaves out explorers and icons it does not know rather than sending empty ones', () => {
  const { blockExplorers: _, ...withoutExplorer } = bnb
  expect(Object.keys(toAddEthereumChainParameter(withoutExplorer, undefined)).sort()).toEqual([
    'chainId',
    'chainName',
    'nativeCurrency',
    'rpcUrls',
  ])
})
