import { expect, it } from 'vitest'
import { getEmailCooldownMessage } from './getEmailCooldownMessage'

const sentAt = 1_700_000_000_000

it.each([
  [0, 'Please try again after 30 seconds'],
  [1, 'Please try again after 30 seconds'],
  [999, 'Please try again after 30 seconds'],
  [1_000, 'Please try again after 29 seconds'],
  [1_001, 'Please try again after 29 seconds'],
  [18_500, 'Please try again after 12 seconds'],
  [29_999, 'Please try again after 1 seconds'],
  [30_000, null],
  [45_000, null],
])('%d ms after the last email: %j', (elapsedMs, expected) => {
  expect(getEmailCooldownMessage(sentAt, sentAt + elapsedMs)).toBe(expected)
})

it.each([null, undefined])('is free when no email was sent (%j)', (lastSentAt) => {
  expect(getEmailCooldownMessage(lastSentAt, sentAt)).toBeNull()
})
