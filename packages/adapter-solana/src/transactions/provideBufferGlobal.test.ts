import { Buffer } from 'buffer'
import { afterEach, expect, test } from 'vitest'
import { provideBufferGlobal } from './provideBufferGlobal'

const scope = globalThis as { Buffer?: unknown }
const original = scope.Buffer
afterEach(() => {
  scope.Buffer = original
})

test("a page without Buffer gets web3.js's polyfill", () => {
  delete scope.Buffer
  provideBufferGlobal()
  expect(scope.Buffer).toBe(Buffer)
})

test("a page's own Buffer is kept", () => {
  const own = { own: true }
  scope.Buffer = own
  provideBufferGlobal()
  expect(scope.Buffer).toBe(own)
})
