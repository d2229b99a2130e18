import { expect, test } from 'vitest'
import { checkTestCard } from './checkTestCard'
import { ONRAMP_CARD_EXPIRED_MESSAGE, ONRAMP_NOT_A_TEST_CARD_MESSAGE } from './onrampErrors'

const NOW = new Date('2026-11-26T12:00:00Z')
const card = (number: string, expiry = '12/30', cvc = '123') => ({ number, expiry, cvc })

test('4242 4242 4242 4242 is approved, 4000 0000 0000 0002 declined', () => {
  expect(checkTestCard(card('4242 4242 4242 4242'), NOW)).toEqual({ outcome: 'approved' })
  expect(checkTestCard(card('4000-0000-0000-0002'), NOW)).toEqual({ outcome: 'declined' })
})

test('any other number is refused as not a test card', () => {
  expect(checkTestCard(card('5555 5555 5555 4444'), NOW)).toEqual({
    outcome: 'invalid',
    message: ONRAMP_NOT_A_TEST_CARD_MESSAGE,
  })
})

test('the expiry month may be this month, not an earlier one', () => {
  expect(checkTestCard(card('4242424242424242', '11/26'), NOW)).toEqual({ outcome: 'approved' })
  for (const expiry of ['10/26', '13/30', '1/30', 'soon']) {
    expect(checkTestCard(card('4242424242424242', expiry), NOW)).toEqual({
      outcome: 'invalid',
      message: ONRAMP_CARD_EXPIRED_MESSAGE,
    })
  }
})

test('the CVC is 3 or 4 digits', () => {
  expect(checkTestCard(card('4242424242424242', '12/30', '12'), NOW).outcome).toBe('invalid')
  expect(checkTestCard(card('4242424242424242', '12/30', '1234'), NOW).outcome).toBe('approved')
})
