import { expect, test } from 'vitest'
import { SOCIAL_LOGINS } from '../constants'
import { filterSocialsForTelegram } from './filterSocialsForTelegram'

test('iOS hides google (SPEC §5)', () => {
  expect(filterSocialsForTelegram(SOCIAL_LOGINS, 'ios')).toEqual([
    'github',
    'apple',
    'facebook',
    'x',
    'discord',
    'farcaster',
  ])
})

test('macOS hides x', () => {
  expect(filterSocialsForTelegram(SOCIAL_LOGINS, 'macos')).toEqual([
    'google',
    'github',
    'apple',
    'facebook',
    'discord',
    'farcaster',
  ])
})

test('Android hides facebook and x', () => {
  expect(filterSocialsForTelegram(SOCIAL_LOGINS, 'android')).toEqual([
    'google',
    'github',
    'apple',
    'discord',
    'farcaster',
  ])
})

test('other Telegram platforms and pages outside Telegram keep every social', () => {
  expect(filterSocialsForTelegram(SOCIAL_LOGINS, 'tdesktop')).toEqual([...SOCIAL_LOGINS])
  expect(filterSocialsForTelegram(SOCIAL_LOGINS)).toEqual([...SOCIAL_LOGINS])
  expect(filterSocialsForTelegram(['google'], 'toString')).toEqual(['google'])
})
