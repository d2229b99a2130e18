import { createEvmAdapter, type EvmAdapter } from '@portico/adapter-evm'
import {
  createMemoryStorage,
  createPortico,
  defineNetwork,
  type EmbeddedWallet,
  type EmbeddedWalletModule,
  type PorticoClient,
} from '@portico/core'
import { getAccount, signMessage } from '@wagmi/core'
import { type Address, verifyMessage } from 'viem'
import { beforeAll, describe, expect, inject, test, vi } from 'vitest'
import { commands, userEvent } from 'vitest/browser'
import * as embeddedWalletModule from '../index'
import { clickInFrame, typeCodeInFrame } from '../test/personInFrame'
import '../test/testStack'
import { createEmbeddedWalletBridge } from './createEmbeddedWalletBridge'

// Core's AUTH connector over the real bridge, in Debian's Chromium against the stack of
// globalStack: a core client with adapter-evm logs in by email (the code read from the mail sink), and
// wagmi signs through the frame, which holds the request until this test clicks Approve or Reject inside it,
// shown as ApproveTransaction's slot shows it.
const stack = inject('stack')
const [l1, l2] = stack.evm as [{ chainId: number; rpcUrl: string }, { chainId: number; rpcUrl: string }]
const devnet = defineNetwork({
  id: l1.chainId,
  name: 'Portico devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [l1.rpcUrl] } },
})
const devnetL2 = defineNetwork({
  id: l2.chainId,
  name: 'Portico devnet L2',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [l2.rpcUrl] } },
})
const email = `core-${crypto.randomUUID()}@example.com`
// The real module is what a host's `() => import('@portico/embedded-wallet')` gives core: typed against core's shape.
const load = async (): Promise<EmbeddedWalletModule> => embeddedWalletModule
const storage = createMemoryStorage()

/** One page load: a client on the shared storage (the page's localStorage across a reload). */
async function openPage(): Promise<{ client: PorticoClient; adapter: EvmAdapter; wallet: EmbeddedWallet }> {
  const adapter = createEvmAdapter({ networks: [devnet] })
  const client = createPortico({
    projectId: stack.coreProjectId,
    apiUrl: stack.cloudUrl,
    networks: [devnet, devnetL2],
    adapters: [adapter],
    storage,
    enableWalletConnect: false,
    enableEIP6963: false,
    enableInjected: false,
    embeddedWallet: { frameUrl: stack.frameUrl, load },
  })
  await client.ready
  return { client, adapter, wallet: await client.embeddedWallet() }
}

let page: Awaited<ReturnType<typeof openPage>>
let address: Address

beforeAll(async () => {
  page = await openPage()
})

describe('core’s AUTH connector with adapter-evm', () => {
  test('the project configuration turns email on, and the code from the mail connects the client and wagmi', async () => {
    expect(page.client.getFeatures().email).toBe(true)
    expect(await page.wallet.requestEmailCode(email)).toBe(true)
    expect(page.wallet.stores.emailLogin.getState().step).toBe('otp')
    // The person types the mailed code in the secure frame's own field.
    const login = page.wallet.awaitEmailCode()
    await typeCodeInFrame(page.wallet, await commands.readLoginCode(stack.mailUrl, email))
    expect(await login).toBe(true)
    const account = page.client.getAccount('eip155')
    expect(account).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:${l1.chainId}:${account?.address}`,
      connectedWalletInfo: { type: 'AUTH' },
      user: { email },
    })
    address = account?.address as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The login asked the frame's smart-account networks and stored them (none in this stack's frame).
    expect(storage.getItem('@portico/smartAccountNetworks')).toBe('[]')
    expect(account).toMatchObject({ preferredAccountType: 'eoa', user: { address } })
    expect(getAccount(page.adapter.wagmiConfig)).toMatchObject({
      status: 'connected',
      address,
      chainId: l1.chainId,
      connector: { id: 'auth' },
    })
  })

  test('personal_sign waits on ApproveTransaction with the text; approved, its signature verifies with viem', async () => {
    const message = 'Approve this in Portico'
    const signing = signMessage(page.adapter.wagmiConfig, { message })
    await vi.waitFor(() =>
      expect(page.wallet.stores.pendingRequest.getState().requests[0]?.details).toEqual({
        kind: 'message',
        text: message,
        isText: true,
      }),
    )
    expect(page.client.stores.modal.getState().open).toBe(true)
    expect(page.client.stores.router.getState().view).toBe('ApproveTransaction')
    await clickInFrame(page.wallet)
    const signature = await signing
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    expect(page.client.stores.modal.getState().open).toBe(false)
  })

  test('a rejected personal_sign reaches wagmi as a user-rejected 4001 error', async () => {
    // Expected at once: the rejection may come while the click is still being awaited.
    const rejected = expect(
      signMessage(page.adapter.wagmiConfig, { message: 'Never signed' }),
    ).rejects.toMatchObject({
      code: 4001,
    })
    await vi.waitFor(() => expect(page.wallet.stores.pendingRequest.getState().requests).toHaveLength(1))
    await clickInFrame(page.wallet, 'Reject')
    await rejected
  })

  test('a network switch moves the frame, wagmi and the account to the other chain', async () => {
    expect(await page.client.switchNetwork(devnetL2)).toBe('switched')
    expect(page.client.getAccount('eip155')?.caipAddress).toBe(`eip155:${l2.chainId}:${address}`)
    expect(getAccount(page.adapter.wagmiConfig).chainId).toBe(l2.chainId)
    // appkit #4008: wagmi, the account state and the frame user show one active address.
    expect(getAccount(page.adapter.wagmiConfig).address).toBe(page.client.getAccount('eip155')?.address)
    await vi.waitFor(() => expect(page.client.getAccount('eip155')?.user?.address).toBe(address))
  })

  test('a reload reconnects with no new code, on the chain it was on', async () => {
    const reloaded = await openPage()
    await vi.waitFor(() => expect(reloaded.client.getAccount('eip155')?.user?.email).toBe(email), {
      timeout: 10_000,
    })
    expect(reloaded.client.getAccount('eip155')).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:${l2.chainId}:${address}`,
    })
    expect(await commands.countMails(stack.mailUrl, email)).toBe(1)
    page = reloaded
  })

  test('core’s email update: a code to the current address, one to the new, and the account shows it', async () => {
    const next = `core-next-${crypto.randomUUID()}@example.com`
    expect(await page.wallet.updateEmail(next)).toBe(true)
    expect(page.wallet.stores.emailUpdate.getState().step).toBe('primaryOtp')
    const primary = page.wallet.awaitPrimaryEmailCode()
    await typeCodeInFrame(page.wallet, await commands.readLoginCode(stack.mailUrl, email))
    expect(await primary).toBe(true)
    expect(page.wallet.stores.emailUpdate.getState().step).toBe('secondaryOtp')
    const secondary = page.wallet.awaitSecondaryEmailCode()
    await typeCodeInFrame(page.wallet, await commands.readLoginCode(stack.mailUrl, next))
    expect(await secondary).toBe(true)
    expect(page.wallet.stores.emailUpdate.getState().step).toBe('done')
    expect(page.client.getAccount('eip155')?.user?.email).toBe(next)
    expect(page.wallet.getInfo('eip155')?.authProvider).toBe('email')
  })

  test('disconnect signs the secure frame out', async () => {
    await page.client.disconnect()
    expect(page.client.getAccount('eip155')?.status).toBe('disconnected')
    await page.wallet.signOut()
    const bridge = createEmbeddedWalletBridge({
      frameUrl: stack.frameUrl,
      projectId: stack.coreProjectId,
      chainId: l1.chainId,
      rpcUrl: l1.rpcUrl,
    })
    expect(await bridge.isConnected()).toBe(false)
    bridge.destroy()
  })
})

/** A person's click on a social button: core opens the popup in it, as a browser requires. */
async function clickSocial(
  wallet: EmbeddedWallet,
  provider: 'google',
): Promise<{ connecting: Promise<boolean> }> {
  const button = document.createElement('button')
  button.textContent = `Continue with ${provider}`
  let connecting: Promise<boolean> | undefined
  button.addEventListener('click', () => {
    connecting = wallet.connectSocial(provider)
  })
  document.body.append(button)
  await userEvent.click(button)
  button.remove()
  if (!connecting) throw new Error('the click did not start a sign-in')
  // Wrapped: an async function would otherwise wait for the whole sign-in before returning.
  return { connecting }
}

describe('core’s social login with the real popup (acceptance 3)', () => {
  test('closing the popup is SPEC §8’s Popup closed; signing in at the provider connects with socialProvider', async () => {
    expect(page.client.getFeatures().socials).toContain('google')
    expect(page.wallet.socialProviders()).toContain('google')
    await page.wallet.prepareSocialLogin()
    const { connecting: closed } = await clickSocial(page.wallet, 'google')
    await commands.socialPopupText(stack.oidcIssuer)
    await commands.closeSocialPopup(stack.oidcIssuer)
    expect(await closed).toBe(false)
    expect(page.wallet.stores.socialLogin.getState()).toMatchObject({
      error: 'Popup closed',
      reason: 'popupClosed',
    })

    const username = `core-social-${crypto.randomUUID().slice(0, 8)}`
    const { connecting } = await clickSocial(page.wallet, 'google')
    await commands.signInInSocialPopup(stack.oidcIssuer, username)
    expect(await connecting).toBe(true)
    expect(page.client.getAccount('eip155')).toMatchObject({
      status: 'connected',
      socialProvider: 'google',
      user: { email: `${username}@oidc.portico.test`, userName: username },
    })
    expect(page.wallet.getInfo('eip155')?.authProvider).toBe('google')
  })
})
