import { expect, test } from 'vitest'
import { contrastRatio } from './contrastRatio'
import { parseColor, type RgbColor } from './parseColor'

const color = (value: string) => parseColor(value) as RgbColor

test('black on white is 21:1 and a colour on itself is 1:1', () => {
  expect(contrastRatio(color('#000'), color('#fff'))).toBeCloseTo(21, 5)
  expect(contrastRatio(color('#777'), color('#777'))).toBe(1)
})

test('matches the WCAG reference value for #767676 on white (4.54:1) in either order', () => {
  expect(contrastRatio(color('#767676'), color('#ffffff'))).toBeCloseTo(4.54, 2)
  expect(contrastRatio(color('#ffffff'), color('#767676'))).toBeCloseTo(4.54, 2)
})

test('parses the colour syntaxes a host may write, and refuses what is not a colour', () => {
  expect(parseColor('rgb(255 0 0)')).toEqual({ r: 1, g: 0, b: 0 })
  expect(parseColor('red')).toEqual({ r: 1, g: 0, b: 0 })
  expect(parseColor('not-a-colour')).toBeUndefined()
})
