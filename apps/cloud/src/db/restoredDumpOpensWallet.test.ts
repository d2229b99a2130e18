import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { combineWalletShares, deriveAccounts, newDeviceShare } from '@portico/embedded-wallet/keys'
import { type MailSink, startMailSink } from '@portico/mail-sink'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { EMAIL_CODE_COOLDOWN_MS } from '../emailLogin/emailLoginConstants'
import { type Cloud, startCloud } from '../startCloud'
import { frameCaller, readShare, shareFromWire, storeNewWallet } from '../test/embeddedWalletShares'
import { newFrameKey } from '../test/frameProof'
import { loginByEmail } from '../test/loginByEmail'
import { createTestDatabase, postgresProgram } from '../test/startPostgres'
import { FRAME_ORIGIN } from '../test/testCloud'

// A failure bound only: two cloud starts on PostgreSQL, a dump and a restore.
const RESTORE_TEST_TIMEOUT_MS = 120_000

const publicAccounts = (entropy: Uint8Array) => {
  const { evm, solana } = deriveAccounts(entropy)
  return { evm: evm.address, solana: solana.address }
}

/**
 * An operator's backup, the way PostgreSQL's own tools make and restore it: pg_dump's custom format of the live
 * database, pg_restore into a new one on the day the old one is lost. Only the wallet key secret comes along
 * from the cloud's settings; every share and session must come back from the dump.
 */
describe('a pg_dump of the cloud restored into a new database (postgres)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'portico-cloud-dump-'))
  const walletKeySecret = randomBytes(32).toString('base64url')
  // The clouds' clock, moved past the email cooldown when the person logs in again.
  let nowMs = Date.now()
  let sink: MailSink
  const clouds: Cloud[] = []
  const start = async (database: string) => {
    const cloud = await startCloud({
      port: 0,
      host: '127.0.0.1',
      database,
      quiet: true,
      smtpUrl: sink.smtpUrl,
      walletKeySecret,
      frameOrigin: FRAME_ORIGIN,
      clock: () => nowMs,
    })
    clouds.push(cloud)
    return cloud
  }
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
  })
  afterAll(async () => {
    await Promise.all(clouds.map((cloud) => cloud.close()))
    await sink?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  test(
    "opens an existing user's embedded wallet at the same addresses, on the old device and on a new one",
    async () => {
      const server = inject('postgresUrl')
      const live = await createTestDatabase(server, `live_${randomBytes(6).toString('hex')}`)
      const email = `restored-${Date.now()}@example.com`
      const oldDevice = await newFrameKey()

      const before = await start(live)
      const login = await loginByEmail(before, sink, email, {}, oldDevice, nowMs)
      const wallet = await storeNewWallet(
        frameCaller(before, oldDevice, () => nowMs),
        login.sessionToken,
      )
      await before.close()

      const backup = join(folder, 'cloud.dump')
      execFileSync(postgresProgram('pg_dump'), ['--format=custom', `--file=${backup}`, live])
      const restored = await createTestDatabase(server, `restored_${randomBytes(6).toString('hex')}`)
      execFileSync(postgresProgram('pg_restore'), [
        '--no-owner',
        '--exit-on-error',
        `--dbname=${restored}`,
        backup,
      ])

      const after = await start(restored)
      // The device the wallet was made on keeps its session and its share: the auth share completes it.
      const authShare = await readShare(
        frameCaller(after, oldDevice, () => nowMs),
        'auth',
        login.sessionToken,
      )
      expect(authShare.status).toBe(200)
      const auth = shareFromWire(authShare.body.authShare ?? '')
      expect(publicAccounts(await combineWalletShares(wallet.device, auth))).toEqual(
        publicAccounts(wallet.entropy),
      )

      // A new device with only the person's inbox: a new login, then the auth and recovery shares.
      const newDevice = await newFrameKey()
      nowMs += EMAIL_CODE_COOLDOWN_MS + 1_000
      const again = await loginByEmail(after, sink, email, {}, newDevice, nowMs)
      expect(again).toMatchObject({ userId: login.userId, isNew: false })
      const call = frameCaller(after, newDevice, () => nowMs)
      const [authAgain, recovery] = await Promise.all([
        readShare(call, 'auth', again.sessionToken),
        readShare(call, 'recovery', again.sessionToken),
      ])
      expect([authAgain.status, recovery.status]).toEqual([200, 200])
      const authBack = shareFromWire(authAgain.body.authShare ?? '')
      const device = await newDeviceShare(authBack, shareFromWire(recovery.body.recoveryShare ?? ''))
      expect(publicAccounts(await combineWalletShares(device, authBack))).toEqual(
        publicAccounts(wallet.entropy),
      )
    },
    RESTORE_TEST_TIMEOUT_MS,
  )
})
