import { describe, expect, test } from 'vitest'
import { announceEip6963Provider } from './announceEip6963Provider'
import { DEVNET_WALLET_NAME, DEVNET_WALLET_RDNS } from './constants'
import { installInjected } from './installInjected'

type Announcement = { info: { uuid: string; name: string; icon: string; rdns: string }; provider: unknown }

function collectAnnouncements(target: EventTarget) {
  const seen: Announcement[] = []
  target.addEventListener('eip6963:announceProvider', (event) =>
    seen.push((event as CustomEvent<Announcement>).detail),
  )
  return seen
}

describe('announceEip6963Provider', () => {
  test('announces once at once, then again on every requestProvider, until stopped', () => {
    const target = new EventTarget()
    const provider = { request: async () => null }
    const seen = collectAnnouncements(target)
    const stop = announceEip6963Provider(target, provider)
    expect(seen).toHaveLength(1)
    const [first] = seen
    expect(first?.provider).toBe(provider)
    expect(first?.info).toMatchObject({ name: DEVNET_WALLET_NAME, rdns: DEVNET_WALLET_RDNS })
    expect(first?.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(first?.info.uuid).toMatch(/^[0-9a-f-]{36}$/)

    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    expect(seen[1]).toBe(first)

    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
  })

  test('keeps an info the caller gives', () => {
    const target = new EventTarget()
    const seen = collectAnnouncements(target)
    announceEip6963Provider(target, {}, { name: 'Second', rdns: 'dev.portico.second', uuid: 'u-2' })
    expect(seen[0]?.info).toMatchObject({ name: 'Second', rdns: 'dev.portico.second', uuid: 'u-2' })
  })
})

describe('installInjected', () => {
  test('sets window.ethereum, fires ethereum#initialized, and removes it again', () => {
    const target: EventTarget & { ethereum?: unknown } = new EventTarget()
    const provider = {}
    let initialized = 0
    target.addEventListener('ethereum#initialized', () => initialized++)
    const uninstall = installInjected(target, provider)
    expect(target.ethereum).toBe(provider)
    expect(initialized).toBe(1)
    uninstall()
    expect(target.ethereum).toBeUndefined()
  })
})
