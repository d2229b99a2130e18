import type { RgbColor } from './parseColor'

/** `color-mix(in srgb, top amount%, base)`: amount 0 keeps base, 1 gives top. */
export function mixColors(base: RgbColor, top: RgbColor, amount: number): RgbColor {
  const weight = Math.min(1, Math.max(0, amount))
  const mix = (from: number, to: number) => from + (to - from) * weight
  return { r: mix(base.r, top.r), g: mix(base.g, top.g), b: mix(base.b, top.b) }
}
