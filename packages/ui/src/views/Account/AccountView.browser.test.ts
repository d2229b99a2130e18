import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'

afterEach(resetPage)

describe('Account view', () => {
  test('SPEC §5: the truncated address, the network and the native balance with 3 decimals', async () => {
    const { client } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open()
    expect((await findInModal('p', '0x11…111111')).title).toBe('0x1111111111111111111111111111111111111111')
    expect((await findInModal('p', 'Network: Ethereum')).textContent).toBe('Network: Ethereum')
    expect(modalShadow()?.textContent).not.toContain('Balance:')
    client.stores.chains.getState().patchAccount('eip155', { balance: '1234.56789', balanceSymbol: 'ETH' })
    expect((await findInModal('p', 'Balance:')).textContent).toBe('Balance: 1234.568 ETH')
  })

  test('Disconnect clears the account and closes the modal', async () => {
    const { client } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open()
    await userEvent.click(await findInModal('button', 'Disconnect'))
    await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('disconnected'), WAIT)
    expect(client.getAccount('eip155')?.address).toBeUndefined()
    expect(client.stores.modal.getState().open).toBe(false)
  })
})
