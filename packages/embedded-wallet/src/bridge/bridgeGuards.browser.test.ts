import {
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  IFRAME_LOAD_TIMEOUT_MS,
  SIGN_OUT_TIMEOUT_MS,
} from '@portico/core'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { commands } from 'vitest/browser'
import { FRAME_CHANNEL, FRAME_READY } from '../protocol/frameEvents'
import '../test/testStack'
import { createEmbeddedWalletBridge, type EmbeddedWalletBridge } from './createEmbeddedWalletBridge'

// The bridge's guards, in Debian's Chromium: frames of a third origin that never get ready, that go
// silent, or that forge messages (src/test/startTestPages.ts), and the real frame server's refusals.
const stack = inject('stack')
const [l1] = stack.evm as [{ chainId: number; rpcUrl: string }]
const bridges: EmbeddedWalletBridge[] = []

const openBridge = ({ frameUrl = stack.frameUrl, projectId = stack.demoProjectId } = {}) => {
  const bridge = createEmbeddedWalletBridge({ frameUrl, projectId, chainId: l1.chainId, rpcUrl: l1.rpcUrl })
  bridges.push(bridge)
  return bridge
}

const frameElement = () =>
  document.querySelector<HTMLIFrameElement>('iframe[title="Portico embedded wallet"]')

/** Resolves with 'pending' when `promise` has not settled after a few real event-loop turns. */
async function stateOf(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending'
  promise.then(
    () => {
      state = 'resolved'
    },
    () => {
      state = 'rejected'
    },
  )
  for (let turn = 0; turn < 10; turn++) await Promise.resolve()
  return state
}

/** The first FRAME_READY the page's frame posts (real messages, whatever the clock). */
function frameReady(): Promise<void> {
  return new Promise((resolve) => {
    const listener = (event: MessageEvent) => {
      if ((event.data as { type?: string })?.type !== FRAME_READY) return
      window.removeEventListener('message', listener)
      resolve()
    }
    window.addEventListener('message', listener)
  })
}

/** A bridge on a frame that gets ready and answers IS_CONNECTED only, initialized under the fake clock. */
async function silentBridge(): Promise<EmbeddedWalletBridge> {
  const bridge = openBridge({ frameUrl: `${stack.pagesUrl}/ready-then-silent.html` })
  const ready = frameReady()
  const loading = bridge.load()
  await ready
  await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
  await loading
  return bridge
}

afterEach(() => {
  for (const bridge of bridges.splice(0)) bridge.destroy()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('lifecycle and timeouts (fake clock)', () => {
  test('created → ready 500 ms after the ready event → initialized', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const bridge = openBridge({ frameUrl: `${stack.pagesUrl}/ready-then-silent.html` })
    const seen: string[] = []
    bridge.onStatus((status) => seen.push(status))
    expect(frameElement()).toBeNull()
    const ready = frameReady()
    const loading = bridge.load()
    expect(bridge.status).toBe('created')
    expect(frameElement()?.src).toContain(`${stack.pagesUrl}/ready-then-silent.html?projectId=`)
    await ready
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS - 1)
    expect(bridge.status).toBe('created')
    await vi.advanceTimersByTimeAsync(1)
    await loading
    expect(seen).toEqual(['created', 'ready', 'initialized'])
  })

  test('a frame that never gets ready fails the load after 20000 ms with the SPEC §8 alert', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const bridge = openBridge({ frameUrl: `${stack.pagesUrl}/silent.html` })
    const loading = bridge.load()
    await vi.advanceTimersByTimeAsync(IFRAME_LOAD_TIMEOUT_MS - 1)
    expect(await stateOf(loading)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await expect(loading).rejects.toThrow('Network Error - Could not load embedded wallet')
    expect(bridge.status).toBe('failed')
    expect(frameElement()).toBeNull()
  })

  test('a connect request never answered times out after 120000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const bridge = await silentBridge()
    const connecting = bridge.connectEmail({ email: 'late@example.com' })
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS - 1)
    expect(await stateOf(connecting)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await expect(connecting).rejects.toThrow('Embedded Wallet Request Timed Out')
  })

  test('sign-out waits for the frame 3000 ms at most', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const bridge = await silentBridge()
    const signingOut = bridge.signOut()
    await vi.advanceTimersByTimeAsync(SIGN_OUT_TIMEOUT_MS - 1)
    expect(await stateOf(signingOut)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await expect(signingOut).resolves.toBeUndefined()
  })

  test("an aborted RPC request fails with 'Request was aborted'", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const bridge = await silentBridge()
    const controller = new AbortController()
    const signing = bridge.rpcRequest(
      { namespace: 'eip155', method: 'personal_sign', params: ['0x00', '0x0'] },
      { signal: controller.signal },
    )
    const other = bridge.rpcRequest({ namespace: 'eip155', method: 'eth_accounts' })
    controller.abort()
    await expect(signing).rejects.toThrow('Request was aborted')
    expect(await stateOf(other)).toBe('pending')
    const aborting = bridge.abortRpcRequests()
    await expect(other).rejects.toThrow('Request was aborted')
    aborting.catch(() => undefined)
  })
})

describe('forged messages', () => {
  test('a reply forged by the host page itself or by a third-origin frame is ignored by the bridge', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const bridge = await silentBridge()
    const id = crypto.randomUUID()
    vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce(id)
    const asking = bridge.getUser()
    await Promise.resolve()
    const forgedReply = {
      channel: FRAME_CHANNEL,
      id,
      type: 'GET_USER_SUCCESS',
      payload: { address: '0xforged' },
    }
    window.postMessage(forgedReply, '*')
    // The forger is on the silent frame's own origin: only event.source tells them apart.
    const forger = document.createElement('iframe')
    const forgerDone = new Promise<void>((resolve) => {
      const listener = (event: MessageEvent) => {
        if (!(event.data as { forgerDone?: boolean })?.forgerDone) return
        window.removeEventListener('message', listener)
        resolve()
      }
      window.addEventListener('message', listener)
    })
    forger.src = `${stack.pagesUrl}/forger.html#${encodeURIComponent(JSON.stringify({ toParent: forgedReply }))}`
    document.body.appendChild(forger)
    await forgerDone
    expect(await stateOf(asking)).toBe('pending')
    forger.remove()
    bridge.destroy()
    await expect(asking).rejects.toThrow('Request was aborted')
  })
})

describe('the frame server', () => {
  const frameUrl = (projectId: string) =>
    `${stack.frameUrl}?projectId=${projectId}&chainId=eip155:${l1.chainId}&rpcUrl=${encodeURIComponent(l1.rpcUrl)}`

  test('serves the frame with a CSP that forbids inline script and eval, and no referrer', async () => {
    const { status, headers } = await commands.readHeaders(frameUrl(stack.demoProjectId))
    expect(status).toBe(200)
    const csp = headers['content-security-policy'] ?? ''
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1]
    expect(scriptSources).toBe("'self'")
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(csp).toContain('frame-ancestors http://127.0.0.1:* http://localhost:*')
    expect(headers['referrer-policy']).toBe('no-referrer')
  })

  test("an embedding origin outside the project's allowed origins is refused; an allowed one gets ready", async () => {
    const { headers } = await commands.readHeaders(frameUrl(stack.strictProjectId))
    expect(headers['content-security-policy']).toMatch(/frame-ancestors http:\/\/localhost:\*$/)
    // This page is http://127.0.0.1:<port>: the browser does not run the strict project's frame in it.
    const refused = openBridge({ projectId: stack.strictProjectId })
    const refusedReady = frameReady().then(() => 'ready' as const)
    void refused.load().catch(() => undefined)
    // Long enough for the allowed frame below, on the same stack, to get ready many times over.
    const waited = new Promise<'not ready'>((resolve) => setTimeout(() => resolve('not ready'), 5_000))
    expect(await Promise.race([refusedReady, waited])).toBe('not ready')
    refused.destroy()
    // The same page with the demo project (it allows 127.0.0.1) gets a frame that is ready.
    const allowed = openBridge()
    await allowed.load()
    expect(allowed.status).toBe('initialized')
  })

  test('an unknown project gets no frame', async () => {
    const { status, headers } = await commands.readHeaders(frameUrl('no-such-project'))
    expect(status).toBe(404)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
})
