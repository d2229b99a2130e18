import { userRejection } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'
import { CLOUD_URL, type CloudAnswer, heldAnswer, scriptedCloud } from '../../../test/scriptedCloud'

afterEach(resetPage)

const ZONE = 'portico.test'
const suggestionsOf = (label: string, taken = false) => ({
  status: 200,
  body: {
    suggestions: [
      { name: `${label}.${ZONE}`, registered: taken },
      { name: `${label}1.${ZONE}`, registered: false },
    ],
  },
})

/** The Account view of a wallet connected on Ethereum, whose cloud answers the name routes as scripted. */
async function openAccount(register: () => CloudAnswer | Promise<CloudAnswer>, withCloud = true) {
  const cloud = scriptedCloud({
    '/v1/profile/suggestions/': (url) =>
      suggestionsOf(decodeURIComponent(url.pathname.split('/').pop() ?? '')),
    '/v1/profile/account': register,
  })
  const { client, wallets } = await setupModal({
    options: {
      ...(withCloud ? { apiUrl: CLOUD_URL, fetch: cloud.fetch } : {}),
      nameZone: ZONE,
      features: { analytics: false },
    },
    capabilities: { balance: false, activity: false, send: false },
  })
  await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  client.open()
  return { client, cloud, wallets }
}

async function typeName(label: string) {
  await userEvent.click(await findInModal('button', 'Choose a name'))
  const field = await findInModal('input')
  await userEvent.fill(field, label)
  return field
}
const registerButton = () => findInModal('button[type="submit"]')
const alertText = () => modalShadow()?.querySelector('[role="alert"]')?.textContent

describe('RegisterAccountName', () => {
  test('the Account view’s “Choose a name” opens the form with the zone after the field', async () => {
    await openAccount(() => ({ status: 200, body: { success: true } }))
    await typeName('')
    expect(modalShadow()?.textContent).toContain(`.${ZONE}`)
    expect((await registerButton()).hasAttribute('disabled')).toBe(true)
  })

  test('no cloud, no way in', async () => {
    await openAccount(() => ({ status: 200, body: {} }), false)
    await findInModal('button', 'Disconnect')
    expect(modalShadow()?.textContent).not.toContain('Choose a name')
  })

  test('a 3-character name shows the minimum before any request', async () => {
    const { cloud } = await openAccount(() => ({ status: 200, body: {} }))
    await typeName('bob')
    await vi.waitFor(() => expect(alertText()).toBe('At least 4 characters'), WAIT)
    expect((await registerButton()).hasAttribute('disabled')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(cloud.requests.filter((url) => url.pathname.includes('/profile/'))).toEqual([])
  })

  test('suggestions show as typing pauses, each marked available or taken', async () => {
    await openAccount(() => ({ status: 200, body: {} }))
    await typeName('alice')
    const list = await findInModal('ul[aria-label="Suggested names"]')
    await vi.waitFor(() => expect(list.querySelectorAll('li').length).toBe(2), WAIT)
    expect(list.textContent).toBe(`alice.${ZONE}Availablealice1.${ZONE}Available`)
  })

  test('Register asks the wallet (“Sign in your wallet”), then the success view names it and Account shows it', async () => {
    const held = heldAnswer({ status: 200, body: { success: true } })
    const { client } = await openAccount(() => held.promise)
    await typeName('alice')
    await userEvent.click(await registerButton())
    await vi.waitFor(
      () =>
        expect((modalShadow()?.querySelector('button[type="submit"]') as HTMLElement)?.textContent).toContain(
          'Sign in your wallet',
        ),
      WAIT,
    )
    held.release()
    await findInModal('[role="status"]', `alice.${ZONE} is yours`)
    await userEvent.click(await findInModal('button', 'Back to account'))
    await findInModal('p', `alice.${ZONE}`)
    expect(client.getAccount()?.profileName).toBe(`alice.${ZONE}`)
    expect(modalShadow()?.textContent).not.toContain('Choose a name')
  })

  test('a taken name shows the server’s reason and free names to pick', async () => {
    await openAccount(() => ({
      status: 409,
      body: {
        error: 'name taken',
        status: 'FAILED',
        reasons: [{ field: 'name', description: `Name is already registered: alice.${ZONE}` }],
        suggestions: [{ name: `alice7.${ZONE}`, registered: false }],
      },
    }))
    const field = await typeName('alice')
    await userEvent.click(await registerButton())
    await vi.waitFor(() => expect(alertText()).toBe(`Name is already registered: alice.${ZONE}`), WAIT)
    await userEvent.click(await findInModal('button', `alice7.${ZONE}`))
    expect((field as HTMLInputElement).value).toBe('alice7')
  })

  test('a refusal in the wallet returns to the form with the name kept', async () => {
    const { wallets } = await openAccount(() => ({ status: 200, body: { success: true } }))
    const field = await typeName('alice')
    wallets.failNext(userRejection())
    await userEvent.click(await registerButton())
    await vi.waitFor(() => expect(alertText()).toBe('Signature declined'), WAIT)
    expect((field as HTMLInputElement).value).toBe('alice')
    expect((await registerButton()).textContent).toBe('Register')
  })
})
