import { describe, expect, test } from 'vitest'
import { sessionPeer } from './sessionPeer'

describe('sessionPeer (the wallet on the other side of a session)', () => {
  test('its name and first web or data-image icon', () => {
    expect(
      sessionPeer({ name: ' Rainbow ', icons: ['javascript:alert(1)', 'https://rainbow.me/icon.png'] }),
    ).toEqual({
      name: 'Rainbow',
      icon: 'https://rainbow.me/icon.png',
    })
    expect(sessionPeer({ name: 'Lumen', icons: ['data:image/svg+xml;base64,AAAA'] })?.icon).toBe(
      'data:image/svg+xml;base64,AAAA',
    )
  })

  test('a name alone when no icon is usable', () => {
    expect(sessionPeer({ name: 'Quill', icons: ['ftp://x/icon.png', 42] })).toEqual({ name: 'Quill' })
    expect(sessionPeer({ name: 'Quill', icons: 'https://not-a-list' })).toEqual({ name: 'Quill' })
  })

  test('no usable name, no peer: the card keeps saying WalletConnect', () => {
    expect(sessionPeer(undefined)).toBeUndefined()
    expect(sessionPeer({ name: '   ', icons: ['https://x/icon.png'] })).toBeUndefined()
    expect(sessionPeer({ name: { toString: () => 'x' } })).toBeUndefined()
  })
})
