import { formatDecimal, PorticoError } from '@portico/core'

export type InsufficientBalanceErrorType = InsufficientBalanceError

export type InsufficientBalanceErrorParameters = {
  /** Planck, as the amounts below. */
  amount: bigint
  fee: bigint
  /** The existential deposit, which transferKeepAlive leaves in the account. */
  keep: bigint
  free: bigint
  decimals: number
  symbol: string
}

/** A send the account cannot pay: the amount, its fee and the existential deposit kept are more than its free balance. */
export class InsufficientBalanceError extends PorticoError {
  override name = 'InsufficientBalanceError' as const
  readonly code = 'INSUFFICIENT_BALANCE'
  override readonly shortMessage = 'The amount and its fee are more than the balance'

  constructor({ amount, fee, keep, free, decimals, symbol }: InsufficientBalanceErrorParameters) {
    const units = (planck: bigint) => `${formatDecimal(planck, decimals)} ${symbol}`
    super(
      `The amount and its fee are more than the balance: ${units(amount)} and a fee of ${units(fee)}, ` +
        `keeping the existential deposit of ${units(keep)}, need ${units(amount + fee + keep)}; ` +
        `the account has ${units(free)} free`,
    )
  }
}
