import { type Connector, SDK_TYPE, SDK_VERSION } from '@portico/core'
import { expect, test } from 'vitest'
import { findInstalledConnector } from './findInstalledConnector'
import { walletImageUrl } from './walletImageUrl'

const connector = (id: string, extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type: 'ANNOUNCED',
  chain: 'eip155',
  ...extra,
})

test('a catalogue wallet is installed when a connector carries its id or rdns', () => {
  const connectors = [
    connector('io.metamask', { info: { rdns: 'io.metamask' } }),
    connector('rainbow-injected', { explorerId: 'rainbow' }),
    connector('walletConnect', { type: 'WALLET_CONNECT', explorerId: 'trust' }),
  ]
  expect(findInstalledConnector({ id: 'mm', rdns: 'io.metamask' }, connectors)?.id).toBe('io.metamask')
  expect(findInstalledConnector({ id: 'rainbow', rdns: null }, connectors)?.id).toBe('rainbow-injected')
  expect(findInstalledConnector({ id: 'trust', rdns: null }, connectors)).toBeUndefined()
  expect(findInstalledConnector({ id: 'zerion' }, connectors)).toBeUndefined()
})

test('SPEC §7: an icon comes from image_url, else from the cloud by image id', () => {
  expect(walletImageUrl({ image_url: 'data:image/png;base64,AA', image_id: 'x' }, {})).toBe(
    'data:image/png;base64,AA',
  )
  expect(walletImageUrl({ image_id: 'a b' }, { apiUrl: 'http://127.0.0.1:4000/api', projectId: 'p' })).toBe(
    `http://127.0.0.1:4000/api/getWalletImage/a%20b?projectId=p&st=${SDK_TYPE}&sv=${SDK_VERSION}`,
  )
  expect(walletImageUrl({ image_id: 'x' }, {})).toBeUndefined()
})
