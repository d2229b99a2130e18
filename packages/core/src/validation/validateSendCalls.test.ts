import { expect, it } from 'vitest'
import { InvalidSendCallError } from '../errors/classes'
import { type SendCall, validateSendCalls } from './validateSendCalls'

const to = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

it.each<[string, SendCall[]]>([
  ['one call without data', [{ to }]],
  [
    'calls with data and value',
    [
      { to, data: '0xa9059cbb' },
      { to, data: '0x', value: 1n },
    ],
  ],
  ['an empty batch', []],
])('accepts %s', (_label, calls) => {
  expect(() => validateSendCalls(calls)).not.toThrow()
})

it.each<[SendCall[], string]>([
  [
    [{ to: 'ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb' }],
    'Invalid send call: call 0: "to" must start with 0x',
  ],
  [[{ to }, { to: '' }], 'Invalid send call: call 1: "to" must start with 0x'],
  [[{ to }, { to }, { to, data: 'a9059cbb' }], 'Invalid send call: call 2: "data" must start with 0x'],
  [[{ to, data: '' }], 'Invalid send call: call 0: "data" must start with 0x'],
])('rejects %j with %j', (calls, message) => {
  expect(() => validateSendCalls(calls)).toThrow(InvalidSendCallError)
  expect(() => validateSendCalls(calls)).toThrow(message)
})
