import { formatDecimal } from './formatDecimal'
import { isValidDecimal, parseDecimal } from './parseDecimal'

const BALANCE_DECIMALS = 3
const EMPTY_BALANCE = '0.000'
const SCIENTIFIC = /^[-+]?(?:\d+\.?\d*|\.\d+)e[-+]?\d+$/i

/** A number's shortest decimal form, with any exponent written out (1e21 → '1000…', 1e-7 → '0.0000001'). */
function numberToDecimal(value: number): string {
  const text = String(value)
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!match) return text
  const [, sign = '', head = '', tail = '', exponentText = '0'] = match
  const exponent = Number(exponentText)
  const digits = head + tail
  if (exponent >= 0) return sign + digits.padEnd(exponent + 1, '0')
  return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`
}

function toDecimal(value: string | number): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? numberToDecimal(value) : undefined
  const text = value.trim()
  if (isValidDecimal(text)) return text
  // Scientific notation is read as a number; hex, 'Infinity' and other Number() inputs are not amounts.
  if (!SCIENTIFIC.test(text)) return undefined
  const asNumber = Number(text)
  return Number.isFinite(asNumber) ? numberToDecimal(asNumber) : undefined
}

export type FormatBalanceOptions = {
  /** Writes the amount in this locale's digits and separators (1,234.500 · 1.234,500 · ١٬٢٣٤٫٥٠٠). */
  locale?: string | undefined
  /** With `locale`: a plus sign on amounts above zero, as activity shows what came in. */
  signed?: boolean | undefined
}

function roundedBalance(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_BALANCE
  const decimal = toDecimal(value)
  if (decimal === undefined) return EMPTY_BALANCE
  const units = parseDecimal(decimal, BALANCE_DECIMALS)
  return units === 0n ? EMPTY_BALANCE : formatDecimal(units, BALANCE_DECIMALS)
}

/**
 * SPEC §5: balances and activity amounts show 3 decimals, '0.000' when empty or not a number.
 * Strings are rounded exactly (half away from zero), so large values do not drift; with a locale,
 * Intl writes that exact decimal string, so every digit of a large balance is kept.
 */
export function formatBalance(
  value: string | number | null | undefined,
  { locale, signed = false }: FormatBalanceOptions = {},
): string {
  const rounded = roundedBalance(value)
  if (locale === undefined) return rounded
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: BALANCE_DECIMALS,
    maximumFractionDigits: BALANCE_DECIMALS,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(rounded as Intl.StringNumericLiteral)
}
