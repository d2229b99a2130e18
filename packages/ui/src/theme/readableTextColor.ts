import { MIN_TEXT_CONTRAST } from '../constants'
import { contrastRatio } from './contrastRatio'
import { mixColors } from './mixColors'
import type { RgbColor } from './parseColor'

const BLACK: RgbColor = { r: 0, g: 0, b: 0 }
const WHITE: RgbColor = { r: 1, g: 1, b: 1 }

/**
 * The preferred text colour when it reads on the background, else black or white, whichever
 * contrasts more (one of the two always clears 4.5:1, since max(L+0.05)/(0.05) ≥ √21).
 */
export function readableTextColor(background: RgbColor, preferred: RgbColor): RgbColor {
  if (contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST) return preferred
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE
}

function roundToBytes({ r, g, b }: RgbColor): RgbColor {
  const round = (channel: number) => Math.round(channel * 255) / 255
  return { r: round(r), g: round(g), b: round(b) }
}

/**
 * A secondary text colour: the text colour faded toward the background by `fade`, but never so
 * far that it drops under 4.5:1 (it steps back toward full text colour until it reads).
 */
export function mutedTextColor(background: RgbColor, text: RgbColor, fade: number): RgbColor {
  for (let amount = fade; amount > 0; amount -= 0.02) {
    // Rounded to 8-bit channels first: the hex we emit must read, not the float before it.
    const candidate = roundToBytes(mixColors(text, background, amount))
    if (contrastRatio(background, candidate) >= MIN_TEXT_CONTRAST) return candidate
  }
  return text
}
