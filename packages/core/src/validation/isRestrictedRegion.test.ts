import { expect, it } from 'vitest'
import { isRestrictedRegion } from './isRestrictedRegion'

it.each([
  ['Asia/Shanghai', true],
  ['Asia/Urumqi', true],
  ['Asia/Chongqing', true],
  ['Asia/Harbin', true],
  ['Asia/Kashgar', true],
  ['Asia/Macau', true],
  ['Asia/Macao', true],
  ['Asia/Hong_Kong', true],
  ['Asia/Beijing', true],
  ['ASIA/SHANGHAI', true],
  ['Asia/Tokyo', false],
  ['Asia/Taipei', false],
  ['Europe/Berlin', false],
  ['UTC', false],
  ['Shanghai', false],
  ['', false],
])('isRestrictedRegion(%j) is %s', (timeZone, expected) => {
  expect(isRestrictedRegion(timeZone)).toBe(expected)
})
