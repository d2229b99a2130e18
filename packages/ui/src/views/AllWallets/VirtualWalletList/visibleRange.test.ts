import { expect, test } from 'vitest'
import { visibleRange } from './visibleRange'

const list = { rowHeight: 64, viewportHeight: 360, overscan: 2 }

test('at the top, the rows on screen plus the overscan below render', () => {
  expect(visibleRange({ ...list, scrollTop: 0, count: 40 })).toEqual({
    firstVisible: 0,
    lastVisible: 5,
    start: 0,
    end: 8,
  })
})

test('scrolled to the end, the last row is visible and nothing past the list renders', () => {
  const range = visibleRange({ ...list, scrollTop: 40 * 64 - 360, count: 40 })
  expect(range.lastVisible).toBe(39)
  expect(range.end).toBe(40)
  expect(range.start).toBe(34 - 2)
})

test('a short list shows every row, and an empty one none', () => {
  expect(visibleRange({ ...list, scrollTop: 0, count: 3 })).toEqual({
    firstVisible: 0,
    lastVisible: 2,
    start: 0,
    end: 3,
  })
  expect(visibleRange({ ...list, scrollTop: 0, count: 0 }).end).toBe(0)
})
