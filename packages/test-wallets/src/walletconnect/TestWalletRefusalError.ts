import { REFUSED_REQUEST_CODE } from './constants'

/**
 * A request the wallet will not carry out, in its own words. Its code lies outside JSON-RPC's reserved
 * ones (-32700 to -32600, -32603), whose messages WalletConnect's SDK replaces with the standard text.
 */
export class TestWalletRefusalError extends Error {
  override name = 'TestWalletRefusalError'
  constructor(
    message: string,
    readonly code: number = REFUSED_REQUEST_CODE,
  ) {
    super(message)
  }
}
