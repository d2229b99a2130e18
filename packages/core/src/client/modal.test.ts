import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { mainnet } from '../test/fixtures'
import { createPortico } from './createPortico'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const newClient = (options = {}) => createPortico({ projectId: 'p', networks: [mainnet], ...options })

describe('modal', () => {
  test('opens on Connect when nothing is connected, and records open and close events', () => {
    const client = newClient()
    const events: string[] = []
    client.subscribeEvents((event) => events.push(event.name))
    client.open()
    expect(client.stores.router.getState().view).toBe('Connect')
    client.close()
    expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  test('shake clears after 500 ms', () => {
    const client = newClient()
    client.stores.modal.getState().triggerShake()
    expect(client.stores.modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(client.stores.modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(client.stores.modal.getState().shake).toBe(false)
  })

  test('closing resets the view to Connect', () => {
    const client = newClient()
    client.open({ view: 'AllWallets' })
    client.stores.router.getState().push('ConnectingExternal')
    client.close()
    expect(client.stores.router.getState().view).toBe('Connect')
    expect(client.stores.router.getState().history).toEqual(['Connect'])
  })

  test('closing with an empty transaction stack rejects pending requests with Modal closed', async () => {
    const client = newClient()
    client.open()
    const pending = new Promise((_, reject) => client.trackPendingRequest(reject))
    client.close()
    await expect(pending).rejects.toThrow('Modal closed')
  })

  test('closing with a transaction on the stack leaves pending requests alone', async () => {
    const client = newClient()
    client.open()
    let rejected = false
    client.trackPendingRequest(() => {
      rejected = true
    })
    client.stores.router.getState().pushTransaction({ view: null, goBack: true })
    client.close()
    expect(rejected).toBe(false)
  })

  test('a required sign-in cannot be dismissed: the modal shakes instead', () => {
    const client = newClient({ siwx: { getSessions: async () => [], getRequired: () => true } })
    client.open({ view: 'SIWXSignMessage' })
    expect(client.close()).toBe(false)
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.modal.getState().shake).toBe(true)
  })
})

describe('banner', () => {
  test('a new banner while one is open appears 150 ms after the old one closes', () => {
    const { alerts } = newClient().stores
    alerts.getState().showBanner({ message: 'Copied', variant: 'success' })
    expect(alerts.getState().banner).toMatchObject({ message: 'Copied', open: true })
    alerts.getState().showBanner({ message: 'Sending…', variant: 'loading' })
    expect(alerts.getState().banner).toMatchObject({ message: 'Copied', open: false })
    vi.advanceTimersByTime(149)
    expect(alerts.getState().banner.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(alerts.getState().banner).toMatchObject({ message: 'Sending…', variant: 'loading', open: true })
  })

  test('with none open, a banner shows at once', () => {
    const { alerts } = newClient().stores
    alerts.getState().showBanner({ message: 'Copied', variant: 'success' })
    expect(alerts.getState().banner.open).toBe(true)
  })
})
