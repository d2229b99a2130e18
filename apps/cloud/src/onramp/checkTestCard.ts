import { TEST_CARD_APPROVED, TEST_CARD_DECLINED } from './onrampConstants'
import { ONRAMP_CARD_EXPIRED_MESSAGE, ONRAMP_NOT_A_TEST_CARD_MESSAGE } from './onrampErrors'

export type TestCard = { number: string; expiry: string; cvc: string }

/** What the sandbox's card processor decides: approved or declined; anything else is a bad input (a message). */
export type CardDecision = { outcome: 'approved' | 'declined' } | { outcome: 'invalid'; message: string }

/** The sandbox's card check: a test number (spaces allowed), an expiry MM/YY not in the past, a 3–4 digit CVC. */
export function checkTestCard(card: TestCard, now: Date): CardDecision {
  const number = card.number.replace(/[\s-]/g, '')
  if (number !== TEST_CARD_APPROVED && number !== TEST_CARD_DECLINED) {
    return { outcome: 'invalid', message: ONRAMP_NOT_A_TEST_CARD_MESSAGE }
  }
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/.exec(card.expiry.trim())
  const month = Number(expiry?.[1])
  const year = 2000 + Number(expiry?.[2])
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
  if (!expiry || year * 12 + (month - 1) < thisMonth) {
    return { outcome: 'invalid', message: ONRAMP_CARD_EXPIRED_MESSAGE }
  }
  if (!/^[0-9]{3,4}$/.test(card.cvc.trim())) {
    return { outcome: 'invalid', message: 'the security code (CVC) is 3 or 4 digits' }
  }
  return { outcome: number === TEST_CARD_APPROVED ? 'approved' : 'declined' }
}
