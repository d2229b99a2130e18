import { expect, test } from 'vitest'
import { contrastRatio } from './contrastRatio'
import { parseColor, type RgbColor } from './parseColor'
import { mutedTextColor, readableTextColor } from './readableTextColor'

const color = (value: string) => parseColor(value) as RgbColor

test('keeps the preferred colour when it reads', () => {
  expect(readableTextColor(color('#ffffff'), color('#141414'))).toEqual(color('#141414'))
})

test('falls back to black or white when the preferred colour does not read', () => {
  expect(readableTextColor(color('#141414'), color('#202020'))).toEqual(color('#ffffff'))
  expect(readableTextColor(color('#ffff00'), color('#ffffff'))).toEqual(color('#000000'))
})

test('a muted colour never drops under 4.5:1, even on a mid-grey', () => {
  for (const background of ['#777777', '#ffffff', '#3366ff']) {
    const text = readableTextColor(color(background), color('#141414'))
    expect(
      contrastRatio(color(background), mutedTextColor(color(background), text, 0.6)),
    ).toBeGreaterThanOrEqual(4.5)
  }
})
