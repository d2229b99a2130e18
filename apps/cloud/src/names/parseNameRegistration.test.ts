import { getCoinType } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { NameServiceError } from './nameErrors'
import { chainIdOfCoinType, checkNameTimestamp, parseNameRegistrationMessage } from './parseNameRegistration'

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

describe('SPEC §7 registration message', () => {
  test('JSON with name, empty attributes and a Unix-seconds timestamp', () => {
    const text = JSON.stringify({ name: 'alice.portico.test', attributes: {}, timestamp: 1_700_000_000 })
    expect(parseNameRegistrationMessage(text)).toEqual({
      name: 'alice.portico.test',
      timestamp: 1_700_000_000,
    })
  })

  test('anything else is refused, each with its reason', () => {
    for (const text of [
      'not json',
      '[]',
      JSON.stringify({ attributes: {}, timestamp: 1 }),
      JSON.stringify({ name: 'alice.portico.test', attributes: {}, timestamp: '1700000000' }),
      JSON.stringify({ name: 'alice.portico.test', attributes: {}, timestamp: 1.5 }),
      JSON.stringify({ name: 'alice.portico.test', attributes: [], timestamp: 1 }),
    ])
      expect(refusal(() => parseNameRegistrationMessage(text))).toMatchObject({
        status: 400,
        field: 'message',
      })
    const withBio = JSON.stringify({ name: 'alice.portico.test', attributes: { bio: 'hi' }, timestamp: 1 })
    expect(refusal(() => parseNameRegistrationMessage(withBio))).toMatchObject({
      status: 400,
      field: 'attributes',
    })
  })

  test('the timestamp may be 10 s off either way, no more', () => {
    const now = 1_700_000_000_500
    expect(() => checkNameTimestamp(1_700_000_010, now)).not.toThrow()
    expect(() => checkNameTimestamp(1_699_999_990, now)).not.toThrow()
    expect(refusal(() => checkNameTimestamp(1_699_999_989, now))).toMatchObject({
      status: 400,
      field: 'timestamp',
    })
    expect(refusal(() => checkNameTimestamp(1_700_000_011, now))).toMatchObject({
      status: 400,
      field: 'timestamp',
    })
  })

  test('coin type: 60 is Ethereum, chain id OR 0x80000000 is that chain, anything else is refused', () => {
    expect(chainIdOfCoinType(60)).toBe(1)
    expect(chainIdOfCoinType(getCoinType(31337))).toBe(31337)
    expect(chainIdOfCoinType(0x80000001)).toBe(1)
    for (const coinType of [0, 501, 0x80000000, 31337])
      expect(refusal(() => chainIdOfCoinType(coinType))).toMatchObject({ status: 400, field: 'coin_type' })
  })
})
