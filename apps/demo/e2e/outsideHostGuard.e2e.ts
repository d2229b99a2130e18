import { test as base } from '@playwright/test'
import { guardOutsideHosts, isLocalUrl } from '@portico/test-wallets/playwright'
import { expect, test } from './fixtures'

test('local URLs pass and every other host is outside', () => {
  expect(isLocalUrl(new URL('http://127.0.0.1:8545/'))).toBe(true)
  expect(isLocalUrl(new URL('http://localhost:4000/e'))).toBe(true)
  expect(isLocalUrl(new URL('ws://[::1]:4001/'))).toBe(true)
  expect(isLocalUrl(new URL('https://fonts.googleapis.com/css'))).toBe(false)
  expect(isLocalUrl(new URL('http://127.0.0.2/'))).toBe(false)
  expect(isLocalUrl(new URL('http://localhost.example.com/'))).toBe(false)
})

// Uses a bare context so the page's outside fetch is judged by the guard under test, not by the fixture.
base('the guard fails a test whose page fetches an outside host', async ({ browser }) => {
  const context = await browser.newContext()
  const guard = await guardOutsideHosts(context)
  const page = await context.newPage()
  await page.goto('/')
  await page.evaluate(async () => {
    await fetch('https://registry.example.org/wallets.json').catch(() => undefined)
    const socket = new WebSocket('wss://relay.example.org/')
    await new Promise((resolve) => socket.addEventListener('close', resolve))
  })
  await context.close()
  expect(guard.requests).toEqual(['https://registry.example.org/wallets.json', 'wss://relay.example.org/'])
  expect(() => guard.assertNoOutsideRequests()).toThrow(
    'The page requested hosts other than 127.0.0.1 or localhost:\nhttps://registry.example.org/wallets.json\nwss://relay.example.org/',
  )
})

test('the fixture passes a page that stays on this machine', async ({ page, outsideHostGuard }) => {
  await page.goto('/')
  await page.evaluate(() => fetch('/').then((response) => response.status))
  expect(outsideHostGuard.requests).toEqual([])
})
