import { expect, it } from 'vitest'
import { isCaipAddress } from './isCaipAddress'

it.each([
  ['eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', true],
  ['polkadot:91b171bb158e2d3848fa23a9f1c25182:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', true],
  ['eip155:1:', false],
  ['eip155::0xabc', false],
  [':1:0xabc', false],
  ['tron:1:0xabc', false],
  ['eip155:1', false],
  ['eip155:1:0xabc:0xdef', false],
  ['', false],
  [undefined, false],
  [42, false],
])('isCaipAddress(%j) is %s', (value, expected) => {
  expect(isCaipAddress(value)).toBe(expected)
})
