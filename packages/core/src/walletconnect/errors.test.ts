import { expect, test } from 'vitest'
import { PorticoError } from '../errors/PorticoError'
import {
  ConnectionRejectedError,
  isWalletConnectRejection,
  PairingReplacedError,
  RpcReadError,
  WalletConnectConnectorNotFoundError,
} from './errors'

// SPEC §8: the exact texts.
test('the WalletConnect errors carry SPEC §8’s messages', () => {
  const rejected = new ConnectionRejectedError()
  expect(rejected).toBeInstanceOf(PorticoError)
  expect([rejected.name, rejected.shortMessage, rejected.message]).toEqual([
    'ConnectionRejectedError',
    'Connection rejected',
    'Connection rejected',
  ])
  const missing = new WalletConnectConnectorNotFoundError()
  expect([missing.name, missing.message]).toEqual([
    'WalletConnectConnectorNotFoundError',
    'WalletConnectConnector not found',
  ])
  const replaced = new PairingReplacedError()
  expect([replaced.name, replaced.message]).toEqual([
    'PairingReplacedError',
    'The pairing was replaced by a new one',
  ])
  const read = new RpcReadError('eth_getBalance', 'Method not found', -32601)
  expect([read.name, read.shortMessage, read.message, read.code]).toEqual([
    'RpcReadError',
    'RPC request failed',
    'RPC request failed: eth_getBalance: Method not found',
    -32601,
  ])
})

test.each([
  [{ code: 5000, message: 'User rejected.' }, true],
  [{ code: 5001, message: 'User rejected chains.' }, true],
  [{ code: 4001, message: 'User rejected the request.' }, true],
  [{ code: 5100, message: 'Unsupported chains.' }, false],
  [new Error('Proposal expired'), false],
  ['User rejected.', false],
  [null, false],
])('isWalletConnectRejection(%j) is %s', (error, expected) => {
  expect(isWalletConnectRejection(error)).toBe(expected)
})
