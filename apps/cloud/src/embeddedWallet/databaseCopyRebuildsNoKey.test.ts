import { randomBytes } from 'node:crypto'
import {
  combineWalletShares,
  deriveAccounts,
  encodeShare,
  entropyToPhrase,
  newDeviceShare,
  type WalletShare,
} from '@portico/embedded-wallet/keys'
import { startMailSink } from '@portico/mail-sink'
import { hexToBytes } from 'viem'
import { afterAll, describe, expect, test } from 'vitest'
import { openDatabase } from '../db/openDatabase'
import { type Cloud, startCloud } from '../startCloud'
import { dumpAsHex, dumpDatabase, dumpHolds } from '../test/dumpDatabase'
import { frameCaller, readShare, shareFromWire, storeNewWallet } from '../test/embeddedWalletShares'
import { newFrameKey } from '../test/frameProof'
import { loginByEmail } from '../test/loginByEmail'
import { persistentDatabase, removeFolders } from '../test/persistentDatabase'
import { BACKENDS, FRAME_ORIGIN } from '../test/testCloud'
import { SHARE_DAMAGED_MESSAGE, WALLET_KEY_CHANGED_MESSAGE } from './embeddedWalletErrors'
import { openShare } from './sealShare'
import { walletKey } from './walletKey'

/** One user's wallet as the secure frame made it: everything a thief of the database would want. */
type MadeWallet = {
  email: string
  userId: string
  sessionToken: string
  entropy: Uint8Array
  device: WalletShare
  auth: WalletShare
  recovery: WalletShare
  evmAddress: string
}

/**
 * The embedded wallet's isolation claim, tried against the real key layer: a copy of the cloud's
 * database alone rebuilds no key. The cloud that made the wallets is gone (its wallet key with it); what is
 * left is the database, read row by row.
 */
describe.each(BACKENDS)('a copy of the database alone (%s)', (backend) => {
  const folders: string[] = []
  const walletKeySecret = randomBytes(32).toString('base64url')
  let nowMs = Date.now()
  afterAll(() => removeFolders(folders))

  // Three cloud starts over a database on disk: PGlite's folder is slow on CI's two shared cores.
  test('holds no secret, and its sealed shares open under no key it contains', {
    timeout: 180_000,
  }, async () => {
    const sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    const database = await persistentDatabase(backend, folders)
    const start = (secret: string) =>
      startCloud({
        port: 0,
        host: '127.0.0.1',
        database,
        quiet: true,
        smtpUrl: sink.smtpUrl,
        walletKeySecret: secret,
        frameOrigin: FRAME_ORIGIN,
        clock: () => nowMs,
        rateLimits: { auth: { maxRequests: 1000, windowMs: 60_000 } },
      })
    // One secure frame logs every user in: the sessions are bound to its key.
    const frameKey = await newFrameKey()
    const caller = (cloud: Cloud) => frameCaller(cloud, frameKey, () => nowMs)

    let cloud = await start(walletKeySecret)
    const wallets: MadeWallet[] = []
    try {
      for (const name of ['alice', 'bob']) {
        const email = `${name}-${Date.now()}@example.com`
        const login = await loginByEmail(cloud, sink, email, {}, frameKey, nowMs)
        const { entropy, device, auth, recovery } = await storeNewWallet(caller(cloud), login.sessionToken)
        const evmAddress = deriveAccounts(entropy).evm.address
        wallets.push({
          email,
          userId: login.userId,
          sessionToken: login.sessionToken,
          entropy,
          device,
          auth,
          recovery,
          evmAddress,
        })
      }

      // While the cloud runs, the design works: a known device with its share and the auth share,
      // and a new device right after a new login with the auth and recovery shares.
      const [alice] = wallets
      if (!alice) throw new Error('no wallet')
      const authBack = shareFromWire(
        (await readShare(caller(cloud), 'auth', alice.sessionToken)).body.authShare ?? '',
      )
      expect(deriveAccounts(await combineWalletShares(alice.device, authBack)).evm.address).toBe(
        alice.evmAddress,
      )
      // Past the email cooldown, the same person logs in on a new device.
      nowMs += 31_000
      const { sessionToken: token } = await loginByEmail(cloud, sink, alice.email, {}, frameKey, nowMs)
      const recoveryBack = shareFromWire(
        (await readShare(caller(cloud), 'recovery', token)).body.recoveryShare ?? '',
      )
      const device = await newDeviceShare(authBack, recoveryBack)
      expect(deriveAccounts(await combineWalletShares(device, authBack)).evm.address).toBe(alice.evmAddress)
    } finally {
      await cloud.close()
    }

    // The thief's copy: every row of every table.
    const copy = await openDatabase(database)
    const dump = await dumpDatabase(copy)
    const hexValues = dumpAsHex(dump)
    expect(Object.keys(dump)).toEqual(expect.arrayContaining(['embedded_wallet_shares', 'embedded_sessions']))
    // The search finds what is there (so its silence below means something): user ids, sealed rows.
    const sealedRows = dump.embedded_wallet_shares as {
      user_id: string
      auth_share: string
      recovery_share: string
    }[]
    expect(sealedRows).toHaveLength(2)
    for (const row of sealedRows)
      expect(dumpHolds(hexValues, Buffer.from(row.auth_share, 'base64url'))).toBe(true)
    expect(dumpHolds(hexValues, wallets[0]?.userId ?? '')).toBe(true)

    for (const wallet of wallets) {
      const accounts = deriveAccounts(wallet.entropy)
      const secrets: [string, Uint8Array | string][] = [
        ['the wallet secret', wallet.entropy],
        ['the phrase', entropyToPhrase(wallet.entropy)],
        ['the device share', encodeShare(wallet.device)],
        ["the device share's point", wallet.device.point],
        ['the auth share', encodeShare(wallet.auth)],
        ["the auth share's point", wallet.auth.point],
        ['the recovery share', encodeShare(wallet.recovery)],
        ["the recovery share's point", wallet.recovery.point],
        ['the wallet id', wallet.auth.walletId],
        ['the EVM private key', hexToBytes(accounts.evm.privateKey)],
        ['the Solana private key', accounts.solana.privateKey],
        ['the session token', wallet.sessionToken],
      ]
      for (const [name, secret] of secrets) expect(dumpHolds(hexValues, secret), name).toBe(false)
    }

    // No key in the copy opens a sealed share: every text value of the dump tried as the wallet key
    // secret (as it would be, were it kept in a table), and keys made from nothing.
    const candidates = new Set<string>()
    const collect = (value: unknown): void => {
      if (typeof value === 'string' && value.length >= 32) candidates.add(value)
      else if (value && typeof value === 'object' && !(value instanceof Date))
        Object.values(value).forEach(collect)
    }
    collect(dump)
    expect(candidates.size).toBeGreaterThan(10)
    const keys = [...candidates].map((secret) => walletKey({ walletKeySecret: secret }))
    keys.push(walletKey({}), walletKey({ sessionSigningKey: 'no session key was ever set' }))
    for (const row of sealedRows) {
      const owner = { projectId: 'demo', userId: row.user_id }
      for (const key of keys) {
        expect(() => openShare(key, 'auth', owner, row.auth_share)).toThrow()
        expect(() => openShare(key, 'recovery', owner, row.recovery_share)).toThrow()
      }
    }
    const [alice, bob] = wallets
    if (!alice || !bob) throw new Error('two wallets were made')
    const aliceRow = sealedRows.find((row) => row.user_id === alice.userId)
    // A thief who can also write moves Alice's sealed row to Bob: it opens for no one.
    await copy.query('update embedded_wallet_shares set auth_share = $1 where user_id = $2', [
      aliceRow?.auth_share,
      bob.userId,
    ])
    await copy.close()

    // The copy behind a cloud of the thief's own, with a wallet key of its own: still nothing.
    cloud = await start(randomBytes(32).toString('base64url'))
    try {
      const answer = await readShare(caller(cloud), 'auth', alice.sessionToken)
      expect(answer).toEqual({ status: 500, body: { error: WALLET_KEY_CHANGED_MESSAGE } })
    } finally {
      await cloud.close()
    }
    // The operator's cloud (the wallet key and the database together) is the trust boundary the
    // README names: it opens Alice's shares, and Bob's moved row still opens for nobody.
    cloud = await start(walletKeySecret)
    try {
      expect((await readShare(caller(cloud), 'auth', alice.sessionToken)).status).toBe(200)
      expect(await readShare(caller(cloud), 'auth', bob.sessionToken)).toEqual({
        status: 500,
        body: { error: SHARE_DAMAGED_MESSAGE },
      })
    } finally {
      await cloud.close()
      await sink.close()
    }
  })
})
