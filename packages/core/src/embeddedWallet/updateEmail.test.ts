import { describe, expect, test, vi } from 'vitest'
import {
  INVALID_EMAIL,
  NO_EMAIL_UPDATE_REQUESTED,
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL,
  SAME_EMAIL,
} from '../errors/messages'
import { STORAGE_PREFIX } from '../storage/createPorticoStorage'
import { EMAIL, logIn, openPage, type TestPage } from '../test/openEmbeddedWalletPage'
import { TEST_WRONG_CODE_MESSAGE } from '../testing/createTestEmbeddedWallet'

const NEW_EMAIL = 'ada.lovelace@example.org'

const updateCalls = (page: TestPage) => page.frame.calls.filter((call) => call.startsWith('updateEmail'))

async function loggedIn() {
  const page = await openPage()
  await logIn(page)
  return page
}

describe('email update (SPEC §5: VERIFY_PRIMARY_OTP, VERIFY_SECONDARY_OTP)', () => {
  test('new email → code to the current address → code to the new → the account shows the new email', async () => {
    const page = await loggedIn()
    const store = page.wallet.stores.emailUpdate
    expect(await page.wallet.updateEmail(` ${NEW_EMAIL} `)).toBe(true)
    expect(store.getState()).toMatchObject({ step: 'primaryOtp', newEmail: NEW_EMAIL, status: 'idle' })
    // The first code went to the address in use, none yet to the new one.
    expect(page.frame.mailsTo(EMAIL)).toBe(2)
    expect(page.frame.mailsTo(NEW_EMAIL)).toBe(0)
    // Each code is typed in the frame's own field.
    page.frame.typeCode(page.frame.codeFor(EMAIL) ?? '')
    expect(await page.wallet.awaitPrimaryEmailCode()).toBe(true)
    expect(store.getState().step).toBe('secondaryOtp')
    page.frame.typeCode(page.frame.codeFor(NEW_EMAIL) ?? '')
    expect(await page.wallet.awaitSecondaryEmailCode()).toBe(true)
    expect(store.getState()).toMatchObject({ step: 'done', status: 'idle', error: undefined })
    for (const namespace of ['eip155', 'solana'] as const)
      expect(page.client.getAccount(namespace)?.user?.email).toBe(NEW_EMAIL)
    expect(page.wallet.getInfo('eip155')?.authProvider).toBe('email')
    // SPEC §3: the stored email (a reload's eager frame) is the new one.
    expect(JSON.parse(page.storage.getItem(`${STORAGE_PREFIX}email`) ?? 'null')).toBe(NEW_EMAIL)
  })

  test('a malformed or unchanged email is refused before any request', async () => {
    const page = await loggedIn()
    expect(await page.wallet.updateEmail('ada@example')).toBe(false)
    expect(page.wallet.stores.emailUpdate.getState()).toMatchObject({
      step: 'email',
      error: INVALID_EMAIL,
      reason: 'invalidEmail',
    })
    expect(await page.wallet.updateEmail('ADA@example.com')).toBe(false)
    expect(page.wallet.stores.emailUpdate.getState()).toMatchObject({
      error: SAME_EMAIL,
      reason: 'sameEmail',
    })
    expect(updateCalls(page)).toEqual([])
  })

  test('with no embedded wallet connected it is the SPEC §8 message', async () => {
    const page = await openPage()
    expect(await page.wallet.updateEmail(NEW_EMAIL)).toBe(false)
    expect(page.wallet.stores.emailUpdate.getState()).toMatchObject({
      error: NOT_CONNECTED_TO_EMAIL_OR_SOCIAL,
      reason: 'notConnected',
    })
    expect(updateCalls(page)).toEqual([])
  })

  test('a wait out of order is refused at once; a wrong code typed in the frame shows its reason and the frame asks again', async () => {
    const page = await loggedIn()
    expect(await page.wallet.awaitPrimaryEmailCode()).toBe(false)
    expect(page.wallet.stores.emailUpdate.getState().error).toBe(NO_EMAIL_UPDATE_REQUESTED)
    await page.wallet.updateEmail(NEW_EMAIL)
    expect(await page.wallet.awaitSecondaryEmailCode()).toBe(false)
    expect(page.wallet.stores.emailUpdate.getState().error).toBe(NO_EMAIL_UPDATE_REQUESTED)
    const primary = page.wallet.awaitPrimaryEmailCode()
    page.frame.typeCode('000000')
    await vi.waitFor(() =>
      expect(page.wallet.stores.emailUpdate.getState()).toMatchObject({
        step: 'primaryOtp',
        status: 'idle',
        error: TEST_WRONG_CODE_MESSAGE,
        reason: undefined,
      }),
    )
    // The person leaves the step: the wait ends without a change.
    page.wallet.resetEmailUpdate()
    page.frame.typeCode('111111')
    expect(await primary).toBe(false)
    expect(page.client.getAccount('eip155')?.user?.email).toBe(EMAIL)
    page.wallet.resetEmailUpdate()
    expect(page.wallet.stores.emailUpdate.getState()).toMatchObject({ step: 'email', newEmail: undefined })
  })
})
