import { expect, test, vi } from 'vitest'
import { createNonce } from './createNonce'

test('is 22 letters and digits (128 random bits in base 62), new each time', () => {
  const nonces = new Set(Array.from({ length: 1000 }, createNonce))
  expect(nonces.size).toBe(1000)
  for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{22}$/)
})

test('takes its bits from crypto.getRandomValues', () => {
  const filledWith =
    (byte: number) =>
    <T extends ArrayBufferView | null>(array: T) => {
      new Uint8Array((array as ArrayBufferView).buffer).fill(byte)
      return array
    }
  const spy = vi.spyOn(crypto, 'getRandomValues')
  spy.mockImplementation(filledWith(0xff))
  // 2^128 - 1 in base 62.
  expect(createNonce()).toBe('7n42DGM5Tflk9n8mt7Fhc7')
  spy.mockImplementation(filledWith(0))
  expect(createNonce()).toBe('0000000000000000000000')
  spy.mockRestore()
})
