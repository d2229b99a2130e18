import { expect, test } from 'vitest'
import { shownSocialProviders } from './shownSocialProviders'

test('the configured socials the popup serves, in the configuration’s order, once each', () => {
  expect(shownSocialProviders(['x', 'farcaster', 'google', 'x', 'discord'])).toEqual([
    'x',
    'google',
    'discord',
  ])
  expect(shownSocialProviders(false)).toEqual([])
  expect(shownSocialProviders([])).toEqual([])
})

test.each([
  ['ios', ['x', 'facebook', 'apple']],
  ['macos', ['google', 'facebook', 'apple']],
  ['android', ['google', 'apple']],
  ['web', ['google', 'x', 'facebook', 'apple']],
])('SPEC §5: a Telegram mini app on %s shows %j', (platform, shown) => {
  expect(shownSocialProviders(['google', 'x', 'facebook', 'apple'], platform)).toEqual(shown)
})
