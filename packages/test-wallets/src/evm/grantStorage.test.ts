import { expect, test } from 'vitest'
import { grantStorage } from './grantStorage'

test("the page's localStorage where it can be read", () => {
  const localStorage = { getItem: () => null, setItem: () => undefined }
  expect(grantStorage({ localStorage } as unknown as Window)).toBe(localStorage)
})

test('none where reading it throws SecurityError, as on about:blank', () => {
  const page = Object.defineProperty({}, 'localStorage', {
    get: () => {
      throw new DOMException('denied', 'SecurityError')
    },
  })
  expect(grantStorage(page as Window)).toBeUndefined()
})
