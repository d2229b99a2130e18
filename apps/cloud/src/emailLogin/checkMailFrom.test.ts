import { describe, expect, test } from 'vitest'
import { checkMailFrom } from './checkMailFrom'

describe('the sender of the cloud mail', () => {
  test('takes an address, or a display name and one', () => {
    expect(checkMailFrom('no-reply@example.com', '--mail-from')).toBe('no-reply@example.com')
    expect(checkMailFrom(' Acme Wallet <login@mail.acme.io> ', '--mail-from')).toBe(
      'Acme Wallet <login@mail.acme.io>',
    )
  })

  test.each([
    ['', 'nothing'],
    ['Portico', 'a name with no address'],
    ['no-reply@localhost', 'an address with no domain'],
    ['Portico <no-reply@example.com', 'an unclosed bracket'],
    ['a@b.com, c@d.com', 'two senders'],
    ['no-reply@example.com\r\nBcc: everyone@example.com', 'a line break that would add a header'],
  ])('refuses %j (%s), naming the setting and what to write', (value) => {
    expect(() => checkMailFrom(value, '--mail-from')).toThrow(
      `--mail-from must be an address (no-reply@example.com) or a name and one (Portico <no-reply@example.com>), got "${value}"`,
    )
  })
})
