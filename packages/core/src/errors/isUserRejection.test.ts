import { describe, expect, test } from 'vitest'
import { ConnectionRejectedError } from '../walletconnect/errors'
import { UserRejectedRequestError } from './classes'
import { isUserRejection } from './isUserRejection'
import { rethrowAsUserRejection } from './rethrowAsUserRejection'

const wrap = (cause: unknown, times: number): unknown =>
  times === 0 ? cause : wrap(new Error(`wrapper ${times}`, { cause }), times - 1)
const selfCaused = new Error('its own cause')
selfCaused.cause = selfCaused

describe('isUserRejection', () => {
  test.each([
    ['EIP-1193 4001', { code: 4001 }],
    ['a wallet error carrying 4001', Object.assign(new Error('rejected'), { code: 4001 })],
    [
      '4001 under viem and wagmi causes',
      new Error('wrapped', { cause: new Error('again', { cause: { code: 4001 } }) }),
    ],
    ['4001 in a wallet adapter error', { name: 'WalletSignMessageError', error: { code: 4001 } }],
    ['4001 behind a cause, then an error', { cause: { error: { code: 4001 } } }],
    ['4001 four wrappers down', wrap({ code: 4001 }, 4)],
    ['an SDK rejection class by name', { name: 'UserRejectedRequestError' }],
    ['core’s rejection class, which the adapters throw', new UserRejectedRequestError()],
    ['a refused WalletConnect proposal', new ConnectionRejectedError()],
    ['the wording “User rejected the request”', new Error('User rejected the request')],
    ['the wording “rejected the request”', new Error('Wallet rejected the request.')],
    ['the wording “user denied”', new Error('MetaMask Tx Signature: User denied transaction signature.')],
    ['the wording “user cancel”', new Error('USER CANCELLED the sign-in')],
    ['the wording in a wrapped error', { error: new Error('WalletSignTransactionError: User rejected') }],
  ])('%s is a rejection', (_, error) => {
    expect(isUserRejection(error)).toBe(true)
  })

  test.each([
    ['a plain Error', new Error('boom')],
    ['an unknown chain (4902)', { code: 4902 }],
    ['4001 as a string', { code: '4001' }],
    ['null', null],
    ['undefined', undefined],
    ['a string saying 4001', '4001'],
    ['a string with the wording', 'User rejected the request'],
    ['the number 4001', 4001],
    ['4001 five wrappers down, past the walk', wrap({ code: 4001 }, 5)],
    ['an error that is its own cause', selfCaused],
  ])('%s is not a rejection', (_, error) => {
    expect(isUserRejection(error)).toBe(false)
  })
})

describe('rethrowAsUserRejection', () => {
  test('a rejection becomes UserRejectedRequestError with EIP-1193 code 4001 and the wallet error as cause', () => {
    const walletError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const thrown = catchError(() => rethrowAsUserRejection(walletError))
    expect(thrown).toBeInstanceOf(UserRejectedRequestError)
    expect(thrown).toMatchObject({ name: 'UserRejectedRequestError', code: 4001, cause: walletError })
  })

  test('a UserRejectedRequestError passes through as it is; anything else passes through unchanged', () => {
    const rejected = new UserRejectedRequestError()
    const other = new Error('boom')
    expect(catchError(() => rethrowAsUserRejection(rejected))).toBe(rejected)
    expect(catchError(() => rethrowAsUserRejection(other))).toBe(other)
    expect(catchError(() => rethrowAsUserRejection('not an error'))).toBe('not an error')
  })

  test('the adapters’ rejection class keeps EIP-1193 code 4001', () => {
    expect(new UserRejectedRequestError().code).toBe(4001)
  })
})

function catchError(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}
