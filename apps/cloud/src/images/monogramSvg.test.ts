import { describe, expect, test } from 'vitest'
import { initialsOf, monogramSvg } from './monogramSvg'

describe('monogramSvg', () => {
  test('initials: two words, one word, short codes', () => {
    expect(initialsOf('Trust Wallet')).toBe('TW')
    expect(initialsOf('Zengo')).toBe('Z')
    expect(initialsOf("D'CENT Wallet")).toBe('DW')
    expect(initialsOf('usd')).toBe('USD')
  })

  test('is an SVG whose colour depends on the id and whose text is escaped', () => {
    const a = monogramSvg('a', '<b>')
    expect(a).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(a).toContain('&#60;B&#62;')
    expect(monogramSvg('wallet-one', 'X')).not.toBe(monogramSvg('wallet-two', 'X'))
  })
})
