import { expect, test } from 'vitest'
import { bitcoin } from '../networks/bip122'
import { porticoDevnet, porticoDevnetL2 } from '../networks/porticoDevnet'
import { solana, solanaDevnet } from '../networks/solana'
import { cosmosHub, polkadotRelay } from '../test/fixtures'
import { buildWalletConnectNamespaces, canAuthenticateOnConnect } from './buildWalletConnectNamespaces'
import { walletConnectNamespacesOf } from './walletConnectNamespaces'

test('eip155, solana and bip122 networks become proposal namespaces with their own RPC URLs', () => {
  const namespaces = buildWalletConnectNamespaces([
    porticoDevnet,
    porticoDevnetL2,
    solana,
    solanaDevnet,
    bitcoin,
  ])
  expect(namespaces).toEqual({
    eip155: {
      chains: ['eip155:31337', 'eip155:31338'],
      methods: [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ],
      events: ['accountsChanged', 'chainChanged'],
      rpcMap: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
    },
    solana: {
      chains: [solana.caipNetworkId, solanaDevnet.caipNetworkId],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: [],
      rpcMap: {
        [solana.id]: solana.rpcUrls.default.http[0],
        [solanaDevnet.id]: solanaDevnet.rpcUrls.default.http[0],
      },
    },
    bip122: {
      chains: [bitcoin.caipNetworkId],
      methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
      rpcMap: { [bitcoin.id]: bitcoin.rpcUrls.default.http[0] },
    },
  })
  expect(walletConnectNamespacesOf([bitcoin, porticoDevnet, porticoDevnetL2, solana])).toEqual([
    'bip122',
    'eip155',
    'solana',
  ])
})

test('a network listed twice is proposed once', () => {
  expect(buildWalletConnectNamespaces([porticoDevnet, porticoDevnet]).eip155?.chains).toEqual([
    'eip155:31337',
  ])
})

test('polkadot and cosmos networks are proposed under their CAIP-2 ids with their methods and events', () => {
  const namespaces = buildWalletConnectNamespaces([porticoDevnet, polkadotRelay, cosmosHub])
  expect(namespaces.polkadot).toEqual({
    chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
    methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
    events: ['chainChanged', 'accountsChanged'],
    rpcMap: { '91b171bb158e2d3848fa23a9f1c25182': 'http://127.0.0.1:2' },
  })
  expect(namespaces.cosmos).toEqual({
    chains: ['cosmos:cosmoshub-4'],
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    events: [],
    rpcMap: { 'cosmoshub-4': 'http://127.0.0.1:1' },
  })
  // The connector lists itself in the networks' order.
  expect(walletConnectNamespacesOf([cosmosHub, porticoDevnet, polkadotRelay])).toEqual([
    'cosmos',
    'eip155',
    'polkadot',
  ])
})

test('no network gives no namespace', () => {
  expect(buildWalletConnectNamespaces([])).toEqual({})
  expect(walletConnectNamespacesOf([])).toEqual([])
})

// SPEC §5: authentication only when exactly one namespace is requested and it is eip155.
test('authentication on connect applies only to an eip155-only proposal', () => {
  expect(canAuthenticateOnConnect(buildWalletConnectNamespaces([porticoDevnet]))).toBe(true)
  expect(canAuthenticateOnConnect(buildWalletConnectNamespaces([porticoDevnet, solana]))).toBe(false)
  expect(canAuthenticateOnConnect(buildWalletConnectNamespaces([solana]))).toBe(false)
  expect(canAuthenticateOnConnect({})).toBe(false)
})
