import { describe, expect, test } from 'vitest'
import { localClaims, parseUsername } from './localAccount'

describe('local accounts', () => {
  test('a username is trimmed and lower-cased; anything else is not a username', () => {
    expect(parseUsername('  Alice.B-1_ ')).toBe('alice.b-1_')
    for (const input of ['', ' ', '-alice', 'al ice', 'alice@example.com', 'a'.repeat(65), '<b>'])
      expect(parseUsername(input)).toBeUndefined()
  })

  test('the claims: sub is the username, the email on the reserved .test domain, the name', () => {
    expect(localClaims('alice')).toEqual({
      sub: 'alice',
      email: 'alice@oidc.portico.test',
      email_verified: true,
      name: 'alice',
      preferred_username: 'alice',
    })
  })
})
