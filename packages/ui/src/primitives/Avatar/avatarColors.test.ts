import { expect, test } from 'vitest'
import { avatarBackground, avatarColors } from './avatarColors'

test('the same address, in any case, always gives the same colours', () => {
  const address = '0xAbCdEf0000000000000000000000000000000001'
  expect(avatarColors(address)).toEqual(avatarColors(address.toLowerCase()))
})

test('different addresses give different colours', () => {
  const seen = new Set(
    [
      '0x1111111111111111111111111111111111111111',
      '0x2222222222222222222222222222222222222222',
      'So11111111111111111111111111111111111111112',
    ].map((address) => avatarColors(address).join()),
  )
  expect(seen.size).toBe(3)
})

test('the background draws the three colours of the address', () => {
  const address = '0x1111111111111111111111111111111111111111'
  const background = avatarBackground(address)
  for (const colour of avatarColors(address)) expect(background).toContain(colour)
})
