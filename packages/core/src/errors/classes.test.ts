import { expect, it } from 'vitest'
import { WALLET_ERROR_USER_REJECTED } from '../constants'
import {
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidChainIdError,
  InvalidDecimalNumberError,
  InvalidNetworkError,
  InvalidSendCallError,
  UnsupportedChainNamespaceError,
  UserRejectedRequestError,
} from './classes'
import { PorticoError } from './PorticoError'

it.each([
  [
    new UserRejectedRequestError(),
    'UserRejectedRequestError',
    'User rejected the request',
    'User rejected the request',
  ],
  [
    new InvalidCaipAddressError('x'),
    'InvalidCaipAddressError',
    'Invalid CAIP-10 address',
    'Invalid CAIP-10 address: "x"',
  ],
  [
    new InvalidCaipNetworkIdError('x'),
    'InvalidCaipNetworkIdError',
    'Invalid CAIP-2 network id',
    'Invalid CAIP-2 network id: "x"',
  ],
  [
    new InvalidChainIdError(2147483648),
    'InvalidChainIdError',
    'Invalid chainId',
    'Invalid chainId: 2147483648',
  ],
  [
    new InvalidDecimalNumberError('1.2.3'),
    'InvalidDecimalNumberError',
    'Number is not a valid decimal number',
    'Number is not a valid decimal number: "1.2.3"',
  ],
  [
    new UnsupportedChainNamespaceError('tron'),
    'UnsupportedChainNamespaceError',
    'Unsupported chain namespace',
    'Unsupported chain namespace: "tron"',
  ],
  [
    new InvalidSendCallError(2, '"to" must start with 0x'),
    'InvalidSendCallError',
    'Invalid send call',
    'Invalid send call: call 2: "to" must start with 0x',
  ],
  [
    new InvalidNetworkError('name is empty'),
    'InvalidNetworkError',
    'Invalid network',
    'Invalid network: name is empty',
  ],
])('$1 has shortMessage $2 and message $3', (error, name, shortMessage, message) => {
  expect(error).toBeInstanceOf(PorticoError)
  expect(error).toBeInstanceOf(Error)
  expect(error.name).toBe(name)
  expect(error.shortMessage).toBe(shortMessage)
  expect(error.message).toBe(message)
})

it('PorticoError keeps its cause and has no details when none are given', () => {
  const cause = new Error('socket hang up')
  const error = new PorticoError('Failed to connect', { cause })
  expect(error.name).toBe('PorticoError')
  expect(error.message).toBe('Failed to connect')
  expect(error.details).toBeUndefined()
  expect(error.cause).toBe(cause)
})

it('InvalidSendCallError exposes the index of the bad call', () => {
  expect(new InvalidSendCallError(3, 'x').index).toBe(3)
})

it("UserRejectedRequestError's code is EIP-1193's WALLET_ERROR_USER_REJECTED (PorticoError.ts writes 4001 out)", () => {
  expect(new UserRejectedRequestError().code).toBe(WALLET_ERROR_USER_REJECTED)
})
