import { makeSignDoc, Secp256k1HdWallet } from '@cosmjs/amino'
import { toBase64 } from '@cosmjs/encoding'
import type { SiwxSession } from '@portico/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createSiwx } from './createSiwx'
import { localSiwxStorage } from './storage/localSiwxStorage'
import { memoryStorage } from './storage/memoryStorage'

const KEY = '@portico/siwxSessions'
const MAINNET = 'eip155:1'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function setup(options: Parameters<typeof createSiwx>[0] = {}) {
  const storage = memoryStorage()
  const siwx = createSiwx({
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    storage: localSiwxStorage({ storage }),
    ...options,
  })
  const account = privateKeyToAccount(generatePrivateKey())
  /** What core does: ask for the message, have the wallet sign it, hand the session back. */
  const signIn = async (chainId = MAINNET): Promise<SiwxSession> => {
    const message = await siwx.createMessage({ accountAddress: account.address, chainId })
    const text = message.toString()
    return { data: message, message: text, signature: await account.signMessage({ message: text }) }
  }
  const stored = () => JSON.parse(storage.items.get(KEY) ?? '[]') as SiwxSession[]
  return { siwx, storage, account, signIn, stored }
}

describe('createMessage', () => {
  test('writes the domain, uri, statement, a fresh nonce, now and an expiry seven days on', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00.000Z') })
    const { siwx, account } = setup({ statement: 'Welcome to Example' })
    const first = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:10' })
    const second = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:10' })
    expect(first).toMatchObject({
      accountAddress: account.address,
      chainId: 'eip155:10',
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      statement: 'Welcome to Example',
      issuedAt: '2026-03-01T12:00:00.000Z',
      expirationTime: '2026-03-08T12:00:00.000Z',
    })
    expect(first.nonce).toMatch(/^[A-Za-z0-9]{22}$/)
    expect(second.nonce).not.toBe(first.nonce)
    expect(first.toString()).toContain('app.example.com wants you to sign in with your Ethereum account:')
  })

  test("takes the nonce from the storage's getNonce and the lifetime from expiresInSeconds", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00.000Z') })
    const getNonce = vi.fn(async () => 'ServerNonce42')
    const storage = { ...localSiwxStorage({ storage: memoryStorage() }), getNonce }
    const siwx = createSiwx({ domain: 'a.example', uri: 'https://a.example', storage, expiresInSeconds: 60 })
    const input = { accountAddress: privateKeyToAccount(generatePrivateKey()).address, chainId: MAINNET }
    const message = await siwx.createMessage(input)
    expect(getNonce).toHaveBeenCalledWith(input)
    expect(message.nonce).toBe('ServerNonce42')
    expect(message.expirationTime).toBe('2026-03-01T12:01:00.000Z')
  })

  test("takes domain and uri from the page's location, and needs them where there is none", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const input = { accountAddress: account.address, chainId: MAINNET }
    const noLocation = createSiwx({ storage: localSiwxStorage({ storage: memoryStorage() }) })
    await expect(noLocation.createMessage(input)).rejects.toThrow(/pass `domain` and `uri`/)
    vi.stubGlobal('location', {
      host: 'shop.example:8443',
      origin: 'https://shop.example:8443',
      href: 'https://shop.example:8443/cart?x=1',
    })
    expect(await noLocation.createMessage(input)).toMatchObject({
      domain: 'shop.example:8443',
      uri: 'https://shop.example:8443',
    })
  })

  test('defaults: not required, signs out on disconnect', () => {
    expect(setup().siwx.getRequired?.()).toBe(false)
    expect(setup().siwx.signOutOnDisconnect).toBe(true)
    const strict = setup({ required: true, signOutOnDisconnect: false }).siwx
    expect([strict.getRequired?.(), strict.signOutOnDisconnect]).toEqual([true, false])
  })
})

describe('addSession', () => {
  test('keeps a session whose signature verifies', async () => {
    const { siwx, signIn, stored, account } = setup()
    const session = await signIn()
    await siwx.addSession(session)
    expect(stored().map((kept) => kept.signature)).toEqual([session.signature])
    expect(await siwx.getSessions(MAINNET, account.address)).toHaveLength(1)
  })

  test("refuses a bad signature with 'Error signing message' and keeps nothing", async () => {
    const { siwx, signIn, stored } = setup()
    const session = await signIn()
    const other = privateKeyToAccount(generatePrivateKey())
    const forged = { ...session, signature: await other.signMessage({ message: session.message }) }
    await expect(siwx.addSession(forged)).rejects.toThrow('Error signing message')
    await expect(siwx.addSession({ ...session, signature: '0xdeadbeef' })).rejects.toThrow(
      'Error signing message',
    )
    expect(stored()).toEqual([])
  })

  test('refuses a session whose data names another account than its signed message', async () => {
    const { siwx, signIn, stored } = setup()
    const session = await signIn()
    const other = privateKeyToAccount(generatePrivateKey()).address
    await expect(
      siwx.addSession({ ...session, data: { ...session.data, accountAddress: other } }),
    ).rejects.toThrow('Error signing message')
    await expect(
      siwx.addSession({ ...session, data: { ...session.data, chainId: 'eip155:10' } }),
    ).rejects.toThrow('Error signing message')
    expect(stored()).toEqual([])
  })

  test("passes a cosmos session's cacao.publicKey to the verifier", async () => {
    const { siwx, stored } = setup()
    const wallet = await Secp256k1HdWallet.generate(12, { prefix: 'cosmos' })
    const [account] = await wallet.getAccounts()
    if (!account) throw new Error('no account')
    const message = await siwx.createMessage({
      accountAddress: account.address,
      chainId: 'cosmos:cosmoshub-4',
    })
    const text = message.toString()
    const msg = {
      type: 'sign/MsgSignData',
      value: { signer: account.address, data: toBase64(new TextEncoder().encode(text)) },
    }
    const { signature } = await wallet.signAmino(
      account.address,
      makeSignDoc([msg], { gas: '0', amount: [] }, '', '', 0, 0),
    )
    const session = { data: message, message: text, signature: signature.signature }
    await expect(siwx.addSession(session)).rejects.toThrow('Error signing message')
    await siwx.addSession({ ...session, cacao: { publicKey: signature.pub_key.value } })
    expect(stored()).toHaveLength(1)
  })
})

describe('getSessions', () => {
  test('drops an expired session from the answer and from storage', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00.000Z') })
    const { siwx, signIn, stored, account } = setup({ expiresInSeconds: 3600 })
    await siwx.addSession(await signIn())
    vi.setSystemTime(new Date('2026-03-01T12:59:59.000Z'))
    expect(await siwx.getSessions(MAINNET, account.address)).toHaveLength(1)
    vi.setSystemTime(new Date('2026-03-01T13:00:00.000Z'))
    expect(await siwx.getSessions(MAINNET, account.address)).toEqual([])
    expect(stored()).toEqual([])
  })

  test('drops a session whose stored message was changed, and keeps the good ones', async () => {
    const { siwx, signIn, storage, stored, account } = setup()
    const good = await signIn()
    await siwx.addSession(await signIn())
    await siwx.addSession(good)
    await siwx.addSession(await signIn('eip155:10'))
    const [first, ...rest] = stored()
    if (!first) throw new Error('nothing stored')
    const tampered = { ...first, message: first.message.replace('app.example.com', 'evil.example.com') }
    storage.items.set(KEY, JSON.stringify([tampered, ...rest]))
    const sessions = await siwx.getSessions(MAINNET, account.address)
    expect(sessions.map((session) => session.signature)).toEqual([good.signature])
    expect(
      stored()
        .map((session) => session.data.chainId)
        .sort(),
    ).toEqual([MAINNET, 'eip155:10'])
    expect(stored().some((session) => session.message.includes('evil.example.com'))).toBe(false)
  })
})

test('revokeSession deletes the sessions of that account on that network only', async () => {
  const { siwx, signIn, stored, account } = setup()
  await siwx.addSession(await signIn())
  await siwx.addSession(await signIn('eip155:10'))
  await siwx.revokeSession(MAINNET, account.address.toLowerCase())
  expect(await siwx.getSessions(MAINNET, account.address)).toEqual([])
  expect(stored().map((session) => session.data.chainId)).toEqual(['eip155:10'])
})

test('setSessions replaces the kept sessions, refusing any that does not verify', async () => {
  const { siwx, signIn, stored } = setup()
  await siwx.addSession(await signIn())
  const next = await signIn('eip155:10')
  await expect(siwx.setSessions([next, { ...next, signature: '0x00' }])).rejects.toThrow(
    'Error signing message',
  )
  expect(stored().map((session) => session.data.chainId)).toEqual([MAINNET])
  await siwx.setSessions([next])
  expect(stored().map((session) => session.data.chainId)).toEqual(['eip155:10'])
})
