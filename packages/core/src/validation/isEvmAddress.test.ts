import { expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress'

it.each([
  ['0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', true],
  ['ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', true],
  ['0x0000000000000000000000000000000000000000', true],
  ['0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcd', false],
  ['0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb0', false],
  ['0xzb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', false],
  ['0Xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', false],
  [' 0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', false],
  ['0x', false],
  ['', false],
])('isEvmAddress(%j) is %s', (value, expected) => {
  expect(isEvmAddress(value)).toBe(expected)
})
