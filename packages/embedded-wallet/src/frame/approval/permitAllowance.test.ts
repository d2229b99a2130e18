import { describe, expect, test } from 'vitest'
import { permitAllowance } from './permitAllowance'

const SPENDER = '0x1111111111111111111111111111111111111111'
const TOKEN = '0x2222222222222222222222222222222222222222'

describe('Permit and Permit2 spelled out as who may spend what', () => {
  test('EIP-2612 Permit: the domain’s contract is the token, `value` the amount', () => {
    expect(
      permitAllowance('Permit', { name: 'DUSD', verifyingContract: TOKEN }, { spender: SPENDER, value: '5' }),
    ).toEqual({ spender: SPENDER, amount: '5', token: TOKEN })
  })

  test('Permit2 PermitSingle and PermitTransferFrom', () => {
    expect(
      permitAllowance('PermitSingle', {}, { spender: SPENDER, details: { token: TOKEN, amount: '7' } }),
    ).toEqual({ spender: SPENDER, amount: '7', token: TOKEN })
    expect(
      permitAllowance('PermitTransferFrom', {}, { spender: SPENDER, permitted: { token: TOKEN, amount: 9 } }),
    ).toEqual({ spender: SPENDER, amount: '9', token: TOKEN })
  })

  test('other typed data, or a permit missing a field, is no allowance', () => {
    expect(permitAllowance('Mail', {}, { spender: SPENDER, value: '1' })).toBeUndefined()
    expect(permitAllowance('Permit', {}, { spender: SPENDER, value: '1' })).toBeUndefined()
    expect(permitAllowance('PermitSingle', {}, { details: { token: TOKEN, amount: '1' } })).toBeUndefined()
  })
})
