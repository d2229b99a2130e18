import { describe, expect, test } from 'vitest'
import { bitcoinMessageProtocol, isTaprootAddress } from './bitcoinMessageProtocol'

describe('bitcoinMessageProtocol', () => {
  test.each([
    ['bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr', 'bip322'],
    ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'bip322'],
    ['bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6', 'bip322'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'ecdsa'],
    ['bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', 'ecdsa'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'ecdsa'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'ecdsa'],
  ] as const)('%s signs with %s', (address, protocol) => {
    expect(bitcoinMessageProtocol(address)).toBe(protocol)
    expect(isTaprootAddress(address)).toBe(protocol === 'bip322')
  })
})
