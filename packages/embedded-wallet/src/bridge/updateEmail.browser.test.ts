import { NO_EMAIL_UPDATE_REQUESTED, NOT_CONNECTED_TO_EMAIL_OR_SOCIAL } from '@portico/core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { commands } from 'vitest/browser'
import type { FrameUser } from '../protocol/frameEvents'
import { logInByEmail, typeCodeInFrame } from '../test/personInFrame'
import '../test/testStack'
import { createEmbeddedWalletBridge, type EmbeddedWalletBridge } from './createEmbeddedWalletBridge'

// Email update through the bridge, against the real stack: both codes are read from the mail sink
// as a person would, and the frame's user carries the new email. Its project has its own auth rate limit.
const stack = inject('stack')
const [l1] = stack.evm as [{ chainId: number; rpcUrl: string }]
const id = crypto.randomUUID()
const email = `before-${id}@example.com`
const next = `after-${id}@example.com`

const openBridge = () =>
  createEmbeddedWalletBridge({
    frameUrl: stack.frameUrl,
    projectId: stack.emailUpdateProjectId,
    chainId: l1.chainId,
    rpcUrl: l1.rpcUrl,
  })

let bridge: EmbeddedWalletBridge
let user: FrameUser

beforeAll(async () => {
  bridge = openBridge()
  user = await logInByEmail(bridge, stack.mailUrl, email)
})

afterAll(() => bridge.destroy())

test('a code to the current address, then one to the new: getUser shows the new email, after a reload too', async () => {
  expect(await bridge.updateEmail({ email: next })).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
  // The sink lists the newest mail first: the change's code, after the login's.
  expect(await commands.countMails(stack.mailUrl, email)).toBe(2)
  const primary = await commands.readLoginCode(stack.mailUrl, email)
  const wrong = primary === '000000' ? '000001' : '000000'
  // Each code is typed in the frame's own field; the page only waits for the frame's answer. The field keeps
  // digits only ("12ab56" is "1256"), and four digits are refused before the cloud is asked.
  // (Each refusal is expected before the code is typed: it comes while the typing is still being awaited.)
  const short = expect(bridge.updateEmailPrimaryOtp()).rejects.toThrow(
    'The login code is the 6 digits of the mail',
  )
  await typeCodeInFrame(bridge, '12ab56')
  await short
  const refused = expect(bridge.updateEmailPrimaryOtp()).rejects.toThrow('Wrong code: 4 tries left')
  await typeCodeInFrame(bridge, wrong)
  await refused
  const tooEarly = expect(bridge.updateEmailSecondaryOtp()).rejects.toThrow(
    'Confirm the code sent to your current email first',
  )
  await typeCodeInFrame(bridge, wrong)
  await tooEarly
  const first = bridge.updateEmailPrimaryOtp()
  await typeCodeInFrame(bridge, primary)
  expect(await first).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
  const second = bridge.updateEmailSecondaryOtp()
  await typeCodeInFrame(bridge, await commands.readLoginCode(stack.mailUrl, next))
  expect(await second).toEqual({ email: next })
  expect(await bridge.getUser()).toMatchObject({ email: next, address: user.address, authProvider: 'email' })

  bridge.destroy()
  bridge = openBridge()
  expect(await bridge.getUser()).toMatchObject({ email: next, address: user.address })
})

test('with no change started the frame asks for no code; a malformed new address is refused', async () => {
  await expect(bridge.updateEmailPrimaryOtp()).rejects.toThrow(NO_EMAIL_UPDATE_REQUESTED)
  await expect(bridge.updateEmailSecondaryOtp()).rejects.toThrow(NO_EMAIL_UPDATE_REQUESTED)
  await expect(bridge.updateEmail({ email: 'not-an-email' })).rejects.toThrow('Enter a valid email address')
})

test("signed out, the change is refused with SPEC §8's 'Not connected to email or social'", async () => {
  await bridge.signOut()
  await expect(bridge.updateEmail({ email: `later-${id}@example.com` })).rejects.toThrow(
    NOT_CONNECTED_TO_EMAIL_OR_SOCIAL,
  )
})
