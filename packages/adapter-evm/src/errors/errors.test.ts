import { describe, expect, test } from 'vitest'
import { AdapterNotReadyError } from './AdapterNotReadyError'
import { ChainNotSupportedError } from './ChainNotSupportedError'
import { ConnectorNotFoundError } from './ConnectorNotFoundError'
import { InvalidCallError } from './InvalidCallError'
import { SendCallsUnsupportedError } from './SendCallsUnsupportedError'

describe('error classes: a fixed name and shortMessage each', () => {
  test.each([
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
})
