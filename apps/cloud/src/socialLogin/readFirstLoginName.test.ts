import { expect, test } from 'vitest'
import { FirstLoginUserError, readFirstLoginName } from './readFirstLoginName'
import { FIRST_LOGIN_NAME_MAX_LENGTH } from './socialLoginConstants'

const field = (user: unknown) => JSON.stringify(user)

test("Apple's first-login field: first and last name joined and trimmed; the email in it is ignored", () => {
  expect(
    readFirstLoginName(field({ name: { firstName: ' Ada ', lastName: ' Lovelace ' }, email: 'a@b.c' })),
  ).toBe('Ada Lovelace')
  expect(readFirstLoginName(field({ name: { lastName: 'Lovelace' } }))).toBe('Lovelace')
  expect(readFirstLoginName(field({ name: { firstName: 'Ada', lastName: null } }))).toBe('Ada')
})

test('control, format and line characters never reach the name shown', () => {
  expect(
    readFirstLoginName(field({ name: { firstName: 'Ada\u202e\u0000', lastName: 'Love\nlace\t' } })),
  ).toBe('Ada Love lace')
})

test('no name, or only blanks: none', () => {
  expect(readFirstLoginName(field({ email: 'x@privaterelay.appleid.com' }))).toBeUndefined()
  expect(readFirstLoginName(field({ name: { firstName: '  ', lastName: '\u200b' } }))).toBeUndefined()
  expect(readFirstLoginName(field({ name: {} }))).toBeUndefined()
})

test('a long name is cut to the limit by characters, never inside one', () => {
  const name = readFirstLoginName(
    field({ name: { firstName: '😀'.repeat(FIRST_LOGIN_NAME_MAX_LENGTH + 5) } }),
  )
  expect(Array.from(name ?? '')).toHaveLength(FIRST_LOGIN_NAME_MAX_LENGTH)
  expect(name).toBe('😀'.repeat(FIRST_LOGIN_NAME_MAX_LENGTH))
})

test('a field that is not what Apple sends is refused, saying what is wrong', () => {
  const refused = (text: string) => {
    try {
      readFirstLoginName(text)
    } catch (error) {
      expect(error).toBeInstanceOf(FirstLoginUserError)
      return (error as Error).message
    }
    throw new Error(`accepted ${text}`)
  }
  expect(refused('{"name":')).toBe('user is not JSON')
  expect(refused('"Ada"')).toBe('user must be an object')
  expect(refused('[]')).toBe('user must be an object')
  expect(refused(field({ name: 'Ada Lovelace' }))).toBe('user.name must be an object')
  expect(refused(field({ name: { firstName: ['Ada'] } }))).toBe('user.name.firstName must be text')
  expect(refused(field({ name: { firstName: 'Ada', lastName: 7 } }))).toBe('user.name.lastName must be text')
})
