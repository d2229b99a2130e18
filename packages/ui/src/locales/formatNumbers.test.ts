import { expect, test } from 'vitest'
import { formatAmount, formatCount, formatFiat } from './formatNumbers'

test('SPEC §5: amounts keep 3 decimals and take the locale’s separators', () => {
  expect(formatAmount('1234.56789', 'en')).toBe('1,234.568')
  expect(formatAmount('1234.56789', 'de')).toBe('1.234,568')
  expect(formatAmount('0.5', 'fr')).toBe('0,500')
  expect(formatAmount('1234.5', 'fa')).toBe('۱٬۲۳۴٫۵۰۰')
})

test('amounts too large for a double keep every digit', () => {
  expect(formatAmount('123456789012345678901.2345', 'en')).toBe('123,456,789,012,345,678,901.235')
})

test('empty or malformed amounts read as zero, as core formats them', () => {
  expect(formatAmount(undefined, 'en')).toBe('0.000')
  expect(formatAmount('abc', 'de')).toBe('0,000')
})

test('a signed amount shows + and the locale’s minus, never on zero', () => {
  expect(formatAmount('2', 'en', { signed: true })).toBe('+2.000')
  expect(formatAmount('-0.5', 'en', { signed: true })).toBe('-0.500')
  expect(formatAmount('0', 'en', { signed: true })).toBe('0.000')
  expect(formatAmount('-0.5', 'sv', { signed: true })).toBe('−0,500')
})

test('fiat values are written as each locale writes US dollars', () => {
  expect(formatFiat(4213.37, 'en')).toBe('$4,213.37')
  expect(formatFiat(12.5, 'de')).toBe('12,50\u00a0$')
  expect(formatFiat(12.5, 'ja')).toBe('$12.50')
})

test('counts take the locale’s digits and grouping', () => {
  expect(formatCount(1234, 'en')).toBe('1,234')
  expect(formatCount(1234, 'hi')).toBe('1,234')
  expect(formatCount(123456, 'hi')).toBe('1,23,456')
  expect(formatCount(1234, 'fa')).toBe('۱٬۲۳۴')
})
