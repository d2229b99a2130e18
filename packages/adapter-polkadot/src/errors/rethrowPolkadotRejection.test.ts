import { UserRejectedRequestError } from '@portico/core'
import { expect, test } from 'vitest'
import { isPolkadotRejection, rethrowPolkadotRejection } from './rethrowPolkadotRejection'

test("extensions' refusals are rejections: polkadot{.js}'s 'Rejected' and 'Cancelled', a blocked site, 4001", () => {
  for (const refusal of [
    new Error('Rejected'),
    new Error('Cancelled'),
    new Error('Rejected by user'),
    new Error('The source https://app.example is not allowed to interact with this extension'),
    Object.assign(new Error('nope'), { code: 4001 }),
    'Rejected',
  ])
    expect(isPolkadotRejection(refusal), String(refusal)).toBe(true)
  for (const failure of [new Error('Unable to find pair'), new Error('Rejection sampling failed'), undefined])
    expect(isPolkadotRejection(failure), String(failure)).toBe(false)
})

test("a refusal is rethrown as core's UserRejectedRequestError with the extension's error as cause; others as they are", () => {
  const refusal = new Error('Cancelled')
  const thrown = (() => {
    try {
      rethrowPolkadotRejection(refusal)
    } catch (error) {
      return error
    }
  })()
  expect(thrown).toBeInstanceOf(UserRejectedRequestError)
  expect((thrown as Error).cause).toBe(refusal)
  const other = new Error('Unable to find pair')
  expect(() => rethrowPolkadotRejection(other)).toThrow(other)
})
