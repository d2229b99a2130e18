import { base } from '@portico/core'
import { createTestAdapter, testConnector } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'

afterEach(resetPage)

const ADDRESS = '0x5555555555555555555555555555555555555555'

/** An embedded-wallet account (AUTH): it has no prompt of its own, so the modal shows the switch. */
const t = (locale: string | undefined, english: string, spanish: string) =>
  locale === 'es' ? spanish : english

async function openNetworksWithEmbeddedWallet({ locale }: { locale?: string } = {}) {
  const embedded = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'embedded', 'AUTH'), address: ADDRESS, chainId: 1 },
  ])
  const { client } = await setupModal({
    options: { adapters: [embedded.adapter] },
    ...(locale ? { ui: { locale } } : {}),
  })
  await client.connect({ namespace: 'eip155', connectorId: 'embedded' })
  // As a visitor gets there: Account, then its network button.
  client.open()
  await userEvent.click(
    await findInModal(`button[aria-label="${t(locale, 'Network: Ethereum', 'Red: Ethereum')}"]`),
  )
  return { client, embedded, baseButton: await findInModal('ul[aria-label] button', 'Base') }
}

describe('SwitchNetwork view', () => {
  test('names the target network with a spinner while the wallet switches, then goes back to Account', async () => {
    const { client, embedded, baseButton } = await openNetworksWithEmbeddedWallet()
    const release = embedded.pauseNext()
    await userEvent.click(baseButton)
    expect((await findInModal('h2', 'Switch Network')).textContent).toBe('Switch Network')
    expect((await findInModal('p', 'Switching to')).textContent).toBe('Switching to Base')
    expect((await findInModal('p', 'Approve')).textContent).toBe('Approve the switch in your wallet')
    expect((await findInModal('[role="status"]')).getAttribute('aria-label')).toBe('Switching network')
    expect(embedded.calls).toContain(`switchNetwork:${base.caipNetworkId}`)

    release()
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('Account'), WAIT)
    expect(client.getNetwork('eip155')?.name).toBe('Base')
    expect((await findInModal('button[aria-label="Network: Base"]')).textContent).toBe('Base')
    expect(modalShadow()?.textContent).not.toContain('Switching to')
  })

  test('a failed switch returns to the network list with the network unchanged', async () => {
    const { client, embedded, baseButton } = await openNetworksWithEmbeddedWallet()
    const release = embedded.pauseNext()
    embedded.failNext(new Error('the embedded wallet is unreachable'))
    await userEvent.click(baseButton)
    await findInModal('p', 'Switching to Base')
    release()
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('Networks'), WAIT)
    expect(client.getNetwork('eip155')?.name).toBe('Ethereum')
    expect((await findInModal('[aria-current="true"]')).textContent).toContain('Ethereum')
  })

  test('speaks the chosen locale', async () => {
    const { baseButton, embedded } = await openNetworksWithEmbeddedWallet({ locale: 'es' })
    embedded.pauseNext()
    await userEvent.click(baseButton)
    expect((await findInModal('p', 'Cambiando a')).textContent).toBe('Cambiando a Base')
    expect((await findInModal('p', 'Aprueba')).textContent).toBe('Aprueba el cambio en tu billetera')
  })
})
