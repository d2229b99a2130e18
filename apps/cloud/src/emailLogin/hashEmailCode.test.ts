import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { emailCodeSecret } from './emailCodeSecret'
import { emailCodeMatches, hashEmailCode } from './hashEmailCode'

describe('hashEmailCode', () => {
  const secret = randomBytes(32)

  test('a copy of the database cannot test codes without the server key', () => {
    const hash = hashEmailCode(secret, 'challenge-1', '123456')
    expect(hash).not.toContain('123456')
    expect(hash).not.toBe(createHash('sha256').update('123456').digest('hex'))
    expect(hash).not.toBe(hashEmailCode(randomBytes(32), 'challenge-1', '123456'))
  })

  test('matches only the code of that challenge', () => {
    const hash = hashEmailCode(secret, 'challenge-1', '123456')
    expect(emailCodeMatches(secret, 'challenge-1', '123456', hash)).toBe(true)
    expect(emailCodeMatches(secret, 'challenge-1', '123457', hash)).toBe(false)
    expect(emailCodeMatches(secret, 'challenge-2', '123456', hash)).toBe(false)
    expect(emailCodeMatches(secret, 'challenge-1', '123456', 'not hex')).toBe(false)
  })

  test('every instance with the same signing key derives the same secret; without one, a fresh one', () => {
    expect(emailCodeSecret('pem').equals(emailCodeSecret('pem'))).toBe(true)
    expect(emailCodeSecret('pem').equals(emailCodeSecret('other pem'))).toBe(false)
    expect(emailCodeSecret().equals(emailCodeSecret())).toBe(false)
  })
})
