import { expect, test } from 'vitest'
import { hasSocialRedirectResult, withoutSocialRedirectResult } from './socialRedirectResult'

test('an address holds a redirect result only with a result_uri parameter', () => {
  expect(hasSocialRedirectResult({ search: '?result_uri=abc' })).toBe(true)
  expect(hasSocialRedirectResult({ search: '?a=1&result_uri=' })).toBe(true)
  expect(hasSocialRedirectResult({ search: '?not_result_uri=abc' })).toBe(false)
  expect(hasSocialRedirectResult({ search: '' })).toBe(false)
  expect(hasSocialRedirectResult(undefined)).toBe(false)
})

test('only result_uri leaves the address: path, other parameters as written, and hash stay', () => {
  expect(
    withoutSocialRedirectResult(
      'https://app.example/tg/app?start=a%20b&x=1+2&result_uri=CODE&tab=2#tgWebAppData=q',
    ),
  ).toBe('https://app.example/tg/app?start=a%20b&x=1+2&tab=2#tgWebAppData=q')
  expect(withoutSocialRedirectResult('https://app.example/?result_uri=CODE')).toBe('https://app.example/')
  expect(withoutSocialRedirectResult('https://app.example/p?result_uri=1&result%5Furi=2#h')).toBe(
    'https://app.example/p#h',
  )
  expect(withoutSocialRedirectResult('https://app.example/p?result_uris=1')).toBe(
    'https://app.example/p?result_uris=1',
  )
})
