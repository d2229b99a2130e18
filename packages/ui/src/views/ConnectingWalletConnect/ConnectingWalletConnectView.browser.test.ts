import {
  type AdapterConnection,
  type ChainAdapter,
  createPairing,
  PAIRING_URI_EXPIRY_MS,
  type PorticoClient,
  RelayUnreachableError,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import { userRejection } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findDialog, findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'

afterEach(() => {
  resetPage()
  vi.restoreAllMocks()
  delete (window as { Telegram?: unknown }).Telegram
})

const ADDRESS = '0x4444444444444444444444444444444444444444'

type Offer = { uri: string; approve: () => void; reject: (error: Error) => void }

/**
 * A stand-in for the relay and the phone (both run for real in apps/demo's Playwright tests): each
 * connect offers a pairing URI through the connection store, as core's connector does, and waits.
 */
function walletConnectAdapter(getClient: () => PorticoClient) {
  const offers: Offer[] = []
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    capabilities: {
      balance: false,
      send: false,
      activity: false,
      names: false,
      onramp: false,
      signMessage: true,
      switchNetwork: false,
      estimateGas: false,
      writeContract: false,
    },
    setup: ({ events }) =>
      events.connectorsChanged([
        { id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      ]),
    connect: () =>
      new Promise<AdapterConnection>((resolve, reject) => {
        const uri = `wc:${offers.length.toString(16).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`
        const connection = getClient().stores.connection.getState()
        connection.setPairing(createPairing(uri, Date.now()))
        offers.push({
          uri,
          approve: () => {
            connection.setPairing(undefined)
            resolve({
              connectorId: WALLET_CONNECT_CONNECTOR_ID,
              accounts: [{ address: ADDRESS }],
              chainId: 1,
            })
          },
          reject: (error) => {
            connection.setPairing(undefined)
            reject(error)
          },
        })
      }),
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    signMessage: async () => '0xsigned',
  }
  return { adapter, offers }
}

async function openWalletConnect({ basic = false }: { basic?: boolean } = {}) {
  let client: PorticoClient | undefined
  const walletConnect = walletConnectAdapter(() => client as PorticoClient)
  const harness = await setupModal({ options: { adapters: [walletConnect.adapter], basic } })
  client = harness.client
  client.open()
  await findDialog()
  const entry = await findInModal('ul[aria-label="Wallets"] button', 'WalletConnect')
  expect(entry.textContent).toContain('QR code')
  // With no icon of its own the row draws WalletConnect's mark, never the generic wallet icon.
  expect(entry.querySelector('[data-icon="WalletConnect"]')).not.toBeNull()
  expect(entry.querySelector('[data-icon="Wallet"]')).toBeNull()
  await userEvent.click(entry)
  await vi.waitFor(() => expect(walletConnect.offers).toHaveLength(1), WAIT)
  return { client, offers: walletConnect.offers }
}

const qrFigure = () => modalShadow()?.querySelector<HTMLElement>('figure[data-uri]')

test('the WalletConnect entry opens the pairing: a QR code of the URI in --pc-qr-color, titled WalletConnect', async () => {
  const { offers } = await openWalletConnect()
  expect((await findInModal('h2', 'WalletConnect')).tagName).toBe('H2')
  await vi.waitFor(() => expect(qrFigure()?.dataset.uri).toBe(offers[0]?.uri), WAIT)
  const svg = qrFigure()?.querySelector('svg[role="img"]')
  expect(svg?.getAttribute('aria-label')).toBe('WalletConnect QR code')
  const path = svg?.querySelector('path') as SVGPathElement
  const token = getComputedStyle(qrFigure() as HTMLElement)
    .getPropertyValue('--pc-qr-color')
    .trim()
  expect(token).not.toBe('')
  const probe = document.createElement('span')
  probe.style.color = token
  document.body.append(probe)
  expect(getComputedStyle(path).fill).toBe(getComputedStyle(probe).color)
  probe.remove()
})

test('Copy link copies the URI and says so in the snackbar', async () => {
  const { offers } = await openWalletConnect()
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
  await vi.waitFor(() => expect(qrFigure()).toBeTruthy(), WAIT)
  await userEvent.click(await findInModal('button', 'Copy link'))
  expect(writeText).toHaveBeenCalledWith(offers[0]?.uri)
  expect((await findInModal('.pc-snackbar', 'Link copied')).getAttribute('role')).toBe('status')
})

test('a rejection shows Connection rejected with a fresh QR code; approving that one connects and closes', async () => {
  const { client, offers } = await openWalletConnect()
  offers[0]?.reject(userRejection())
  expect((await findInModal('[role="alert"]', 'Connection rejected')).textContent).toBe('Connection rejected')
  await vi.waitFor(() => expect(offers).toHaveLength(2), WAIT)
  await vi.waitFor(() => expect(qrFigure()?.dataset.uri).toBe(offers[1]?.uri), WAIT)
  offers[1]?.approve()
  await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('connected'), WAIT)
  expect(client.getAccount('eip155')?.address).toBe(ADDRESS)
  await vi.waitFor(() => expect(client.stores.modal.getState().open).toBe(false), WAIT)
})

test('any other failure shows Failed to connect and Try again offers a new pairing', async () => {
  const { offers } = await openWalletConnect()
  offers[0]?.reject(new Error('relay unreachable'))
  expect((await findInModal('[role="alert"]', 'Failed to connect')).textContent).toBe('Failed to connect')
  await userEvent.click(await findInModal('button', 'Try again'))
  await vi.waitFor(() => expect(offers).toHaveLength(2), WAIT)
  await vi.waitFor(() => expect(qrFigure()?.dataset.uri).toBe(offers[1]?.uri), WAIT)
})

test('a relay that cannot be reached says so, counts down, and tries again by itself until the QR code shows', async () => {
  const { offers } = await openWalletConnect()
  offers[0]?.reject(new RelayUnreachableError())
  expect((await findInModal('[role="alert"]')).textContent).toBe("Can't reach the WalletConnect relay")
  expect((await findInModal('p', 'Trying again')).textContent).toMatch(/^Trying again in [1-5] s$/)
  expect(await findInModal('button', 'Try again')).toBeTruthy()
  // No click: the view asks again after RELAY_RETRY_DELAY_MS.
  await vi.waitFor(() => expect(offers).toHaveLength(2), WAIT)
  await vi.waitFor(() => expect(qrFigure()?.dataset.uri).toBe(offers[1]?.uri), WAIT)
  expect(modalShadow()?.querySelector('[role="alert"]')).toBeNull()
})

test('in basic mode the entry opens ConnectingWalletConnectBasic: the same QR code and link', async () => {
  const { client, offers } = await openWalletConnect({ basic: true })
  expect(client.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
  await vi.waitFor(() => expect(qrFigure()?.dataset.uri).toBe(offers[0]?.uri), WAIT)
  expect((await findInModal('button', 'Copy link')).tagName).toBe('BUTTON')
})

/** The pairing shown, aged to 5 s before its end: SPEC §4 counts it expired (under 10 s remain). */
function agePairingToExpiry(client: PorticoClient, uri: string) {
  client.stores.connection
    .getState()
    .setPairing(createPairing(uri, Date.now() - PAIRING_URI_EXPIRY_MS + 5_000))
}

// Telegram cannot run here: the test injects the WebApp object in its documented shape (core.telegram.org/bots/webapps).
const injectTelegram = (platform: string) => {
  ;(window as { Telegram?: unknown }).Telegram = {
    WebApp: { platform, initData: '', openLink: () => undefined, ready: () => undefined },
  }
}

test('SPEC §4: inside a Telegram mini app an expired pairing starts a new one by itself', async () => {
  injectTelegram('android')
  const { client, offers } = await openWalletConnect()
  await vi.waitFor(() => expect(qrFigure()?.dataset.uri).toBe(offers[0]?.uri), WAIT)
  agePairingToExpiry(client, offers[0]?.uri as string)
  await vi.waitFor(() => expect(offers).toHaveLength(2), WAIT)
  await vi.waitFor(() => expect(qrFigure()?.dataset.uri).toBe(offers[1]?.uri), WAIT)
  expect(modalShadow()?.textContent).not.toContain('This link is no longer valid')
})

test("outside a mini app (Telegram's script with platform 'unknown') an expired pairing waits for the user", async () => {
  injectTelegram('unknown')
  const { client, offers } = await openWalletConnect()
  await vi.waitFor(() => expect(qrFigure()?.dataset.uri).toBe(offers[0]?.uri), WAIT)
  agePairingToExpiry(client, offers[0]?.uri as string)
  expect(await findInModal('button', 'Get a new QR code')).toBeTruthy()
  expect(offers).toHaveLength(1)
})
