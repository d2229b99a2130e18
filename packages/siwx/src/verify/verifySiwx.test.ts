import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, test, vi } from 'vitest'
import { messageFor } from '../test/verifierCases'
import { verifySiwx } from './verifySiwx'

afterEach(() => {
  vi.useRealTimers()
})

const account = privateKeyToAccount(generatePrivateKey())

test('text that is not a sign-in message is false, not an error', async () => {
  const signature = await account.signMessage({ message: 'hello' })
  expect(await verifySiwx({ message: 'hello', signature })).toBe(false)
  expect(await verifySiwx({ message: '', signature })).toBe(false)
  const text = messageFor({ chainId: 'eip155:1', address: account.address }).toString()
  const unsupported = text.replace('Chain ID: 1', 'Chain ID: x')
  expect(
    await verifySiwx({
      message: unsupported,
      signature: await account.signMessage({ message: unsupported }),
    }),
  ).toBe(false)
})

test('an empty signature is false', async () => {
  const text = messageFor({ chainId: 'eip155:1', address: account.address }).toString()
  expect(await verifySiwx({ message: text, signature: '' })).toBe(false)
  expect(await verifySiwx({ message: text, signature: '0x' })).toBe(false)
})

test('valid from Not Before on, until the moment of Expiration Time', async () => {
  const text = messageFor(
    { chainId: 'eip155:1', address: account.address },
    {
      notBefore: '2026-05-01T10:00:00.000Z',
      expirationTime: '2026-05-01T11:00:00.000Z',
      issuedAt: undefined,
    },
  ).toString()
  const signature = await account.signMessage({ message: text })
  const at = async (time: string) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(time) })
    return verifySiwx({ message: text, signature })
  }
  expect(await at('2026-05-01T09:59:59.999Z')).toBe(false)
  expect(await at('2026-05-01T10:00:00.000Z')).toBe(true)
  expect(await at('2026-05-01T10:59:59.999Z')).toBe(true)
  expect(await at('2026-05-01T11:00:00.000Z')).toBe(false)
})
