import { expect, test } from 'vitest'
import { polkadotMessageData } from './polkadotMessageData'

test('text is wrapped in <Bytes>…</Bytes> once, as extensions do; wrapped text is left as it is', () => {
  expect(polkadotMessageData('hi')).toBe('0x3c42797465733e68693c2f42797465733e')
  expect(polkadotMessageData('<Bytes>hi</Bytes>')).toBe(polkadotMessageData('hi'))
  // Only a whole wrapping counts: text that merely starts with the tag is wrapped.
  expect(polkadotMessageData('<Bytes>hi')).toBe(
    `0x${Buffer.from('<Bytes><Bytes>hi</Bytes>').toString('hex')}`,
  )
  expect(polkadotMessageData('é')).toBe(`0x${Buffer.from('<Bytes>é</Bytes>').toString('hex')}`)
})
