import { PorticoError } from '../errors/PorticoError'

/** EIP-1193's error shape from the embedded wallet's providers, so wagmi and viem read its code. */
export class EmbeddedWalletRpcError extends PorticoError {
  override name = 'EmbeddedWalletRpcError'
  constructor(
    message: string,
    /** EIP-1193: 4100 unauthorized (not logged in), 4200 unsupported method. */
    readonly code: number,
    details?: string,
  ) {
    super(message, details ? { details } : {})
  }
}

/** EIP-1193: the provider has no account for this site (the embedded wallet is not logged in). */
export const UNAUTHORIZED_CODE = 4100
/** EIP-1193: the provider does not support the method. */
export const UNSUPPORTED_METHOD_CODE = 4200
