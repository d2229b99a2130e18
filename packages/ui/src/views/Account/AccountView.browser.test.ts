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

  test('SPEC §3: the Tokens list shows symbol, name, quantity with 3 decimals and the USD value; none when empty', async () => {
    const { client } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open()
    await findInModal('p', 'Network: Ethereum')
    expect(modalShadow()?.querySelector('ul[aria-label="Tokens"]')).toBeNull()
    const quantity = (decimals: string, numeric: string) => ({ decimals, numeric })
    client.stores.chains.getState().patchAccount('eip155', {
      tokenBalance: [
        {
          name: 'Devnet Dollar',
          symbol: 'DUSD',
          chainId: 'eip155:1',
          address: 'eip155:1:0xd',
          value: 12.5,
          price: 1,
          quantity: quantity('6', '12.5'),
          iconUrl: '',
        },
        {
          name: 'Devnet Coin',
          symbol: 'DDL',
          chainId: 'eip155:1',
          price: 0,
          quantity: quantity('18', '999.98765'),
          iconUrl: '',
        },
      ],
    })
    const list = await findInModal('ul[aria-label="Tokens"]')
    const rows = Array.from(list.querySelectorAll('li')).map((row) => row.textContent)
    expect(rows).toEqual(['DUSD · Devnet Dollar12.500 · 12.50 USD', 'DDL · Devnet Coin999.988'])
    client.stores.chains.getState().patchAccount('eip155', { tokenBalance: [] })
    await vi.waitFor(() => expect(modalShadow()?.querySelector('ul[aria-label="Tokens"]')).toBeNull(), WAIT)
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
