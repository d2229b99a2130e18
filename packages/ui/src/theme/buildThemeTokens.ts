import type { ThemeMode, ThemeVariables } from '@portico/core'
import { BUNDLED_FONT_FAMILY, DEFAULT_Z_INDEX } from '../constants'
import { mixColors } from './mixColors'
import { PALETTES } from './palettes'
import { parseColor, type RgbColor, toHex } from './parseColor'
import { mutedTextColor, readableTextColor } from './readableTextColor'

/** The internal custom properties every component reads; names start with `--pc-`. */
export type ThemeTokens = Record<`--pc-${string}`, string>

const MUTED_FADE = 0.4

function colorOr(input: string | undefined, fallback: string): RgbColor {
  return (input && parseColor(input)) || (parseColor(fallback) as RgbColor)
}

/**
 * ARCHITECTURE.md "The modal in the page": turns the theme mode and the public `--portico-*`
 * variables into concrete tokens. Surfaces take the colour mix at its strength (0–100); each
 * surface's text colour is then chosen so it keeps 4.5:1 however strong the mix is.
 */
export function buildThemeTokens(mode: ThemeMode, variables: ThemeVariables = {}): ThemeTokens {
  const palette = PALETTES[mode]
  const mixColor = variables['--portico-color-mix'] ? parseColor(variables['--portico-color-mix']) : undefined
  const strength = mixColor ? Number(variables['--portico-color-mix-strength'] ?? 0) / 100 : 0
  const surface = (base: string) =>
    mixColors(colorOr(undefined, base), mixColor ?? { r: 0, g: 0, b: 0 }, strength)

  const text = colorOr(undefined, palette.text)
  const backgrounds = [
    surface(palette.background1),
    surface(palette.background2),
    surface(palette.background3),
  ]
  const tokens: ThemeTokens = {}
  backgrounds.forEach((background, index) => {
    const foreground = readableTextColor(background, text)
    tokens[`--pc-bg-${index + 1}`] = toHex(background)
    tokens[`--pc-fg-${index + 1}`] = toHex(foreground)
    tokens[`--pc-fg-${index + 1}-muted`] = toHex(mutedTextColor(background, foreground, MUTED_FADE))
  })
  const background1 = backgrounds[0] as RgbColor
  const accent = colorOr(variables['--portico-accent'], palette.accent)
  tokens['--pc-accent'] = toHex(accent)
  tokens['--pc-on-accent'] = toHex(readableTextColor(accent, { r: 1, g: 1, b: 1 }))
  // The accent also colours links and icons on the modal's background, so that use needs its own check.
  tokens['--pc-accent-text'] = toHex(readableTextColor(background1, accent))
  tokens['--pc-error'] = toHex(readableTextColor(background1, colorOr(undefined, palette.error)))
  tokens['--pc-success'] = toHex(readableTextColor(background1, colorOr(undefined, palette.success)))
  tokens['--pc-border'] = toHex(surface(palette.border))
  tokens['--pc-overlay'] = palette.overlay
  tokens['--pc-qr-color'] = variables['--portico-qr-color'] ?? toHex(readableTextColor(background1, text))
  tokens['--pc-font-family'] =
    variables['--portico-font-family'] ?? `'${BUNDLED_FONT_FAMILY}', system-ui, -apple-system, sans-serif`
  tokens['--pc-font-size-master'] = variables['--portico-font-size-master'] ?? '10px'
  tokens['--pc-radius-master'] = variables['--portico-border-radius-master'] ?? '4px'
  tokens['--pc-z-index'] = String(variables['--portico-z-index'] ?? DEFAULT_Z_INDEX)
  tokens['--pc-color-scheme'] = mode
  return tokens
}
