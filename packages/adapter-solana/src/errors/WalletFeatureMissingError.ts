import { PorticoError } from '@portico/core'
export type WalletFeatureMissingErrorType = WalletFeatureMissingError

/** The wallet lacks the Wallet Standard feature (or adapter method) an action needs. */
export class WalletFeatureMissingError extends PorticoError {
  override name = 'WalletFeatureMissingError' as const
  readonly code = 'WALLET_FEATURE_MISSING'
  override readonly shortMessage = 'The wallet does not support this request'

  constructor(wallet: string, feature: string) {
    super(`${wallet} does not support ${feature}`)
  }
}
