// culori's `useMode` registers a colour space; it is not a React hook.
import {
  formatHex,
  modeHsl,
  modeOklch,
  modeRgb,
  parse,
  type Rgb,
  useMode as registerColorMode,
} from 'culori/fn'

// Register only the colour spaces a host is likely to write, so the chunk stays small.
const toRgb = registerColorMode(modeRgb)
registerColorMode(modeHsl)
registerColorMode(modeOklch)

/** An sRGB colour with channels 0–1. */
export type RgbColor = { r: number; g: number; b: number }

/** Parses any CSS colour a host may give (hex, rgb(), hsl(), oklch(), names); undefined when it is not one. */
export function parseColor(input: string): RgbColor | undefined {
  const parsed = parse(input.trim())
  if (!parsed) return undefined
  const rgb: Rgb = toRgb(parsed)
  const clamp = (channel: number) => Math.min(1, Math.max(0, channel))
  return { r: clamp(rgb.r), g: clamp(rgb.g), b: clamp(rgb.b) }
}

export function toHex(color: RgbColor): string {
  return formatHex({ mode: 'rgb', ...color })
}
