import { describe, expect, test } from 'vitest'
import { AdapterNotReadyError } from './AdapterNotReadyError'
import { ChainNotSupportedError } from './ChainNotSupportedError'
import { ConnectorNotFoundError } from './ConnectorNotFoundError'
import { InvalidCallError } from './InvalidCallError'
import { SendCallsUnsupportedError } from './SendCallsUnsupportedError'
import { isUserRejection, rethrowAsUserRejection, UserRejectedRequestError } from './UserRejectedRequestError'

describe('error classes: a fixed name and shortMessage each', () => {
  test.each([
    [new UserRejectedRequestError(), 'UserRejectedRequestError', 'User rejected the request.'],
    [new ChainNotSupportedError(56), 'ChainNotSupportedError', 'Chain is not supported'],
    [new ConnectorNotFoundError('io.metamask'), 'ConnectorNotFoundError', 'Provider not found'],
    [new InvalidCallError(3, 'to', 'x'), 'InvalidCallError', "Call 3: 'to' must start with 0x"],
    [
      new SendCallsUnsupportedError(),
      'SendCallsUnsupportedError',
      'The wallet does not support sending calls',
    ],
    [new AdapterNotReadyError('connect'), 'AdapterNotReadyError', 'The EVM adapter is not set up yet'],
  ])('%s', (error, name, shortMessage) => {
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe(name)
    expect(error.shortMessage).toBe(shortMessage)
  })

  test('the user-rejected error keeps EIP-1193 code 4001', () => {
    expect(new UserRejectedRequestError().code).toBe(4001)
  })
})

describe('isUserRejection', () => {
  test('finds 4001 or a rejection class however deep SDKs wrap it', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(
      isUserRejection(new Error('wrapped', { cause: new Error('again', { cause: { code: 4001 } }) })),
    ).toBe(true)
    expect(isUserRejection({ name: 'UserRejectedRequestError' })).toBe(true)
    expect(isUserRejection({ code: 4902 })).toBe(false)
    expect(isUserRejection('4001')).toBe(false)
  })

  test('rethrowAsUserRejection turns a rejection into the class and passes anything else through', () => {
    const other = new Error('boom')
    expect(() => rethrowAsUserRejection({ code: 4001 })).toThrow(UserRejectedRequestError)
    expect(() => rethrowAsUserRejection(other)).toThrow(other)
  })
})
