export type WalletFeatureMissingErrorType = WalletFeatureMissingError

/** The wallet lacks the Wallet Standard feature (or adapter method) an action needs. */
export class WalletFeatureMissingError extends Error {
  override name = 'WalletFeatureMissingError' as const
  readonly shortMessage = 'The wallet does not support this request'

  constructor(wallet: string, feature: string) {
    super(`${wallet} does not support ${feature}`)
  }
}
