import { randomBytes } from 'node:crypto'
import { NOT_CONNECTED_TO_EMAIL_OR_SOCIAL, REQUEST_WAS_ABORTED } from '@portico/core'
import { type MailSink, startMailSink } from '@portico/mail-sink'
import { base58 } from '@scure/base'
import { Keypair } from '@solana/web3.js'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { type CloudProcess, startCloudProcess } from '../../../../../cloudProcess.shared'
import { FRAME_CHANNEL, type FrameReply, type FrameUser } from '../../protocol/frameEvents'
import { scriptedCodeEntry } from '../../test/scriptedCodeEntry'
import { scriptedKeyExportView } from '../../test/scriptedKeyExportView'
import { scriptedPasskeyView } from '../../test/scriptedPasskeyView'
import { NODE_FRAME_ORIGIN, sendFrameOrigin } from '../../test/sendFrameOrigin'
import { createFrameApp } from '../createFrameApp'
import { createFrameCloudClient } from '../frameCloudClient'
import { memoryDeviceShareStore, memoryStorage } from '../memoryStores'
import { memorySessionKeyStore } from '../sessionKeyStore'
import { createSessionStore } from '../sessionStore'
import { NO_KEY_EXPORT_REQUESTED_MESSAGE } from './keyExportFlow'

// The secure frame's key export against the real cloud and mail sink: the keys reach its view, never the page.
const PROJECT_ID = 'portico-demo'

let mail: MailSink
let cloud: CloudProcess
// A failure bound: the cloud's own process starts and migrates its database here (seconds on two loaded cores).
beforeAll(async () => {
  mail = await startMailSink({ smtpPort: 0, httpPort: 0 })
  sendFrameOrigin()
  cloud = await startCloudProcess({ frameOrigin: NODE_FRAME_ORIGIN, args: ['--smtp-url', mail.smtpUrl] })
}, 120_000)
afterAll(async () => {
  vi.unstubAllGlobals()
  await cloud?.stop()
  await mail?.close()
})

/** One secure frame app driven as the bridge drives it; every message it posts to the page is kept. */
function frameApp() {
  const waiting = new Map<string, (reply: FrameReply) => void>()
  const posted: FrameReply[] = []
  let next = 0
  const codes = scriptedCodeEntry()
  const keys = scriptedKeyExportView()
  const app = createFrameApp({
    projectId: PROJECT_ID,
    cloud: createFrameCloudClient({
      cloudUrl: cloud.url,
      projectId: PROJECT_ID,
      sessionKeys: memorySessionKeyStore(),
    }),
    sessions: createSessionStore(memoryStorage(), PROJECT_ID),
    deviceShares: memoryDeviceShareStore(),
    network: { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
    pageOrigin: 'http://127.0.0.1:5173',
    post: (reply) => {
      posted.push(reply)
      waiting.get(reply.id)?.(reply)
    },
    codes: codes.entry,
    keyExportView: keys.view,
    passkeyView: scriptedPasskeyView().view,
  })
  /** Sends a request; resolves with its answer, or rejects with its error's message. */
  function call<result>(type: string, payload: unknown = {}): Promise<result> {
    const id = `r${++next}`
    const reply = new Promise<FrameReply>((resolve) => waiting.set(id, resolve))
    void app.handle({ channel: FRAME_CHANNEL, id, type, payload })
    return reply.then(({ type: answered, payload: answer }) => {
      if (answered === `${type}_ERROR`) throw new Error((answer as { message: string }).message)
      return answer as result
    })
  }
  return { call, codes, keys, posted }
}

/** The newest mail's code to `email`, once `count` mails reached it. */
async function mailedCode(email: string, count: number): Promise<string> {
  const read = async () => {
    const url = new URL('/api/mails', mail.httpUrl)
    url.searchParams.set('to', email)
    return ((await (await fetch(url)).json()) as { mails: { text: string }[] }).mails
  }
  await expect.poll(async () => (await read()).length).toBeGreaterThanOrEqual(count)
  const code = /\b([0-9]{6})\b/.exec((await read())[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`no code for ${email}`)
  return code
}

async function logIn(frame: ReturnType<typeof frameApp>) {
  const email = `export-${randomBytes(6).toString('hex')}@example.com`
  await frame.call('CONNECT_EMAIL', { email })
  frame.codes.type(await mailedCode(email, 1))
  return { email, user: await frame.call<FrameUser>('CONNECT_OTP') }
}

test("after the mailed code, the view shows the account's keys; the page hears only that the export finished", async () => {
  const frame = frameApp()
  const { email, user } = await logIn(frame)
  await expect(frame.call('EXPORT_WALLET_OTP')).rejects.toThrow(NO_KEY_EXPORT_REQUESTED_MESSAGE)
  expect(await frame.call('EXPORT_WALLET')).toEqual({ action: 'VERIFY_EXPORT_OTP' })
  const code = await mailedCode(email, 2)
  const finished = frame.call('EXPORT_WALLET_OTP')
  // A wrong code shows nothing: the cloud refused it.
  frame.codes.type(code === '000000' ? '111111' : '000000')
  await expect(finished).rejects.toThrow('Wrong code: 4 tries left')
  expect(frame.keys.state.shown).toBeUndefined()

  const retried = frame.call<{ status: string }>('EXPORT_WALLET_OTP')
  frame.codes.type(code)
  const keys = await frame.keys.shown()
  expect(privateKeyToAddress(keys.evmPrivateKey)).toBe(user.address)
  expect(Keypair.fromSecretKey(base58.decode(keys.solanaSecretKey)).publicKey.toBase58()).toBe(
    user.solanaAddress,
  )
  frame.keys.done()
  expect(await retried).toEqual({ status: 'finished' })
  // The attacker's view: everything the frame ever posted to the page holds none of the secrets.
  const everything = JSON.stringify(frame.posted)
  for (const secret of [
    keys.evmPrivateKey,
    keys.evmPrivateKey.slice(2),
    keys.solanaSecretKey,
    keys.recoveryPhrase,
  ])
    expect(everything).not.toContain(secret)
  for (const word of keys.recoveryPhrase.split(' ').slice(0, 3))
    expect(everything).not.toMatch(new RegExp(`\\b${word} `))
})

test('the host cancelling wipes the shown keys and ends the export aborted; a spent code does not show them again', async () => {
  const frame = frameApp()
  const { email } = await logIn(frame)
  await frame.call('EXPORT_WALLET')
  const code = await mailedCode(email, 2)
  const exporting = frame.call('EXPORT_WALLET_OTP')
  frame.codes.type(code)
  await frame.keys.shown()
  expect(await frame.call('EXPORT_WALLET_CANCEL')).toEqual({})
  await expect(exporting).rejects.toThrow(REQUEST_WAS_ABORTED)
  expect(frame.keys.state.shown).toBeUndefined()
  await expect(frame.call('EXPORT_WALLET_OTP')).rejects.toThrow(NO_KEY_EXPORT_REQUESTED_MESSAGE)
})

test('nobody logged in: the export is refused before any code is mailed', async () => {
  const frame = frameApp()
  await expect(frame.call('EXPORT_WALLET')).rejects.toThrow(NOT_CONNECTED_TO_EMAIL_OR_SOCIAL)
  await expect(frame.call('EXPORT_WALLET_OTP')).rejects.toThrow(NOT_CONNECTED_TO_EMAIL_OR_SOCIAL)
})
