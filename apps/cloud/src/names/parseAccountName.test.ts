import { describe, expect, test } from 'vitest'
import { NameServiceError } from './nameErrors'
import { checkNameLabel, parseAccountName } from './parseAccountName'

const ZONE = 'portico.test'

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof NameServiceError)
      return { status: error.status, field: error.field, message: error.message }
    throw error
  }
  throw new Error('not refused')
}

describe('SPEC §5 account names', () => {
  test('a name of the zone gives its label, lower case', () => {
    expect(parseAccountName('alice.portico.test', ZONE)).toEqual({
      name: 'alice.portico.test',
      label: 'alice',
    })
    expect(parseAccountName('Al-1ce.PORTICO.test', ZONE)).toEqual({
      name: 'al-1ce.portico.test',
      label: 'al-1ce',
    })
  })

  test('fewer than 4 characters is refused for its length (SPEC §9)', () => {
    expect(refusal(() => parseAccountName('bob.portico.test', ZONE))).toEqual({
      status: 400,
      field: 'name',
      message: 'Invalid name length: bob.portico.test (4 to 63 characters before the zone)',
    })
    expect(checkNameLabel('abcd')).toBe('abcd')
  })

  test('characters other than letters, digits and hyphens are refused, a dot included', () => {
    for (const name of [
      'al_ice.portico.test',
      'al ice.portico.test',
      'a.lice.portico.test',
      'alicé.portico.test',
    ])
      expect(refusal(() => parseAccountName(name, ZONE))).toMatchObject({
        status: 400,
        message: `Invalid name format: ${name} (letters, digits and hyphens only)`,
      })
  })

  test('a label longer than one DNS label (63) is refused', () => {
    expect(checkNameLabel('a'.repeat(63))).toHaveLength(63)
    expect(refusal(() => checkNameLabel('a'.repeat(64)))).toMatchObject({ status: 400, field: 'name' })
  })

  test('another zone, or the zone alone, is refused', () => {
    expect(refusal(() => parseAccountName('alice.reown.id', ZONE))).toEqual({
      status: 400,
      field: 'name',
      message: 'Name is not in the allowed zones: alice.reown.id (names here end with .portico.test)',
    })
    expect(refusal(() => parseAccountName('portico.test', ZONE))).toMatchObject({ status: 400 })
    expect(refusal(() => parseAccountName('aliceportico.test', ZONE))).toMatchObject({ status: 400 })
  })
})
