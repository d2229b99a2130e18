import { describe, expect, test } from 'vitest'
import { buildThemeTokens } from './buildThemeTokens'
import { contrastRatio } from './contrastRatio'
import { parseColor, type RgbColor } from './parseColor'

const rgb = (value: string | undefined) => parseColor(value ?? '') as RgbColor
const MIX_COLORS = [
  '#ff0000',
  '#00ff00',
  '#0000ff',
  '#808080',
  '#767676',
  '#ffffff',
  '#000000',
  '#ffcc00',
  'hsl(280 60% 50%)',
]

describe('buildThemeTokens', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const mix of MIX_COLORS) {
      test(`${mode}: every text colour keeps 4.5:1 with a full-strength ${mix} colour mix`, () => {
        const tokens = buildThemeTokens(mode, {
          '--portico-color-mix': mix,
          '--portico-color-mix-strength': 100,
          '--portico-accent': mix,
        })
        for (const level of [1, 2, 3]) {
          const background = rgb(tokens[`--pc-bg-${level}`])
          expect(contrastRatio(background, rgb(tokens[`--pc-fg-${level}`]))).toBeGreaterThanOrEqual(4.5)
          expect(contrastRatio(background, rgb(tokens[`--pc-fg-${level}-muted`]))).toBeGreaterThanOrEqual(4.5)
        }
        const background1 = rgb(tokens['--pc-bg-1'])
        for (const name of ['--pc-accent-text', '--pc-error', '--pc-success'] as const) {
          expect(contrastRatio(background1, rgb(tokens[name]))).toBeGreaterThanOrEqual(4.5)
        }
        expect(
          contrastRatio(rgb(tokens['--pc-accent']), rgb(tokens['--pc-on-accent'])),
        ).toBeGreaterThanOrEqual(4.5)
      })
    }
  }

  test('a full-strength mix replaces the surfaces with the mix colour', () => {
    expect(
      buildThemeTokens('light', { '--portico-color-mix': '#ff0000', '--portico-color-mix-strength': 100 })[
        '--pc-bg-1'
      ],
    ).toBe('#ff0000')
  })

  test('without a mix the mode decides the surfaces', () => {
    expect(buildThemeTokens('light')['--pc-bg-1']).toBe('#ffffff')
    expect(buildThemeTokens('dark')['--pc-bg-1']).toBe('#161717')
  })

  test('SPEC §2: z-index 999 unless themed; the host font and sizes pass through', () => {
    expect(buildThemeTokens('light')['--pc-z-index']).toBe('999')
    const themed = buildThemeTokens('dark', {
      '--portico-z-index': 5000,
      '--portico-font-family': 'Georgia',
      '--portico-font-size-master': '12px',
      '--portico-border-radius-master': '2px',
    })
    expect(themed).toMatchObject({
      '--pc-z-index': '5000',
      '--pc-font-family': 'Georgia',
      '--pc-font-size-master': '12px',
      '--pc-radius-master': '2px',
    })
  })
})
