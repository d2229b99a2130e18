import { expect, test } from 'vitest'
import { stats } from './stats'

test('median, nearest-rank quartiles and p95, and the spread as IQR over the median', () => {
  const samples = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200]
  expect(stats(samples)).toEqual({
    runs: 20,
    median: 105,
    p95: 190,
    min: 10,
    max: 200,
    p25: 50,
    p75: 150,
    spread: 0.95,
  })
})

test('a tight run has a small spread and an odd count a middle median', () => {
  expect(stats([101, 99, 100, 100, 102])).toMatchObject({ median: 100, p25: 100, p75: 101, spread: 0.01 })
})

test('no samples, no figures', () => {
  expect(stats([])).toBeUndefined()
})
