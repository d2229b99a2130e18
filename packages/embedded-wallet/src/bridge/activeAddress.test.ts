import { toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import type { FrameUser } from '../protocol/frameEvents'
import { createEmbeddedEvmProvider } from './createEmbeddedEvmProvider'
import type { EmbeddedWalletBridge } from './createEmbeddedWalletBridge'
import { userInAnswer } from './userInAnswer'

const EOA = '0x2222222222222222222222222222222222222222'
const SMART = '0x3333333333333333333333333333333333333333'

/**
 * The frame's side of aa-design.md, scripted: the frame that runs smart accounts is aa-frame's work and lands
 * beside this one (the browser tests run the real frame; this shows the provider's part alone). Smart
 * accounts on chain 1, not on chain 2; `answersUser` false is a frame whose SWITCH_NETWORK answers no user.
 */
function scriptedFrame({ answersUser = true } = {}) {
  let chainId = 1
  let preferred: 'eoa' | 'smartAccount' = 'eoa'
  const listeners = new Set<(user: FrameUser) => void>()
  const active = () => (preferred === 'smartAccount' && chainId === 1 ? SMART : EOA)
  const user = (): FrameUser =>
    ({ address: active(), chainId, preferredAccountType: chainId === 1 ? preferred : 'eoa' }) as FrameUser
  // What the real bridge does with every answer: tells its user listeners (userInAnswer).
  const answer = <T>(event: Parameters<typeof userInAnswer>[0], result: T): T => {
    const found = userInAnswer(event, result)
    if (found) for (const listener of listeners) listener(found)
    return result
  }
  const bridge = {
    onUser: (listener: (user: FrameUser) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isConnected: async () => true,
    rpcRequest: async ({ method }: { method: string }) => {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [active()]
      throw new Error(`not scripted: ${method}`)
    },
    switchNetwork: async (payload: { chainId: number }) => {
      chainId = payload.chainId
      return answer('SWITCH_NETWORK', answersUser ? { chainId, user: user() } : { chainId })
    },
    setPreferredAccount: async ({ type }: { type: 'eoa' | 'smartAccount' }) => {
      preferred = type
      return answer('SET_PREFERRED_ACCOUNT', user())
    },
  }
  return bridge
}

const openProvider = (frame: ReturnType<typeof scriptedFrame>) => {
  const provider = createEmbeddedEvmProvider({
    bridge: frame as unknown as EmbeddedWalletBridge,
    rpcUrls: { 1: 'http://127.0.0.1:8545', 2: 'http://127.0.0.1:8546' },
  })
  const changes: unknown[] = []
  provider.on('accountsChanged', (accounts) => changes.push(accounts))
  return { provider, changes }
}
const switchTo = (provider: ReturnType<typeof openProvider>['provider'], chainId: number) =>
  provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(chainId) }] })

describe("the EVM provider follows the frame's active address (appkit #4008)", () => {
  test('a type switch announces the new address once, and eth_accounts answers it', async () => {
    const frame = scriptedFrame()
    const { provider, changes } = openProvider(frame)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([EOA])
    await frame.setPreferredAccount({ type: 'smartAccount' })
    expect(changes).toEqual([[SMART]])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([SMART])
    // The same user answered again is no change.
    await frame.setPreferredAccount({ type: 'smartAccount' })
    await frame.setPreferredAccount({ type: 'eoa' })
    expect(changes).toEqual([[SMART], [EOA]])
  })

  test('a network switch announces the EOA where smart accounts are off, and the smart account back', async () => {
    const frame = scriptedFrame()
    const { provider, changes } = openProvider(frame)
    await provider.request({ method: 'eth_requestAccounts' })
    await frame.setPreferredAccount({ type: 'smartAccount' })
    await switchTo(provider, 2)
    await switchTo(provider, 1)
    expect(changes).toEqual([[SMART], [EOA], [SMART]])
  })

  test('a frame whose switch answers no user is asked for the active account', async () => {
    const frame = scriptedFrame({ answersUser: false })
    const { provider, changes } = openProvider(frame)
    await provider.request({ method: 'eth_requestAccounts' })
    await frame.setPreferredAccount({ type: 'smartAccount' })
    await switchTo(provider, 2)
    expect(changes).toEqual([[SMART], [EOA]])
  })

  test('the first address learnt is no change (a login), nor is the first after sign-out', async () => {
    const frame = scriptedFrame()
    const { provider, changes } = openProvider(frame)
    await frame.setPreferredAccount({ type: 'smartAccount' })
    expect(changes).toEqual([])
    provider.announceSignOut()
    await frame.setPreferredAccount({ type: 'eoa' })
    expect(changes).toEqual([[]])
  })
})

describe('userInAnswer', () => {
  test('reads the user of user answers and of SWITCH_NETWORK, nothing else', () => {
    const user = { address: EOA } as FrameUser
    expect(userInAnswer('GET_USER', user)).toBe(user)
    expect(userInAnswer('SWITCH_NETWORK', { chainId: 1, user })).toBe(user)
    expect(userInAnswer('SWITCH_NETWORK', { chainId: 1 })).toBeUndefined()
    expect(userInAnswer('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toBeUndefined()
    expect(userInAnswer('RPC_REQUEST', { result: user })).toBeUndefined()
  })
})
