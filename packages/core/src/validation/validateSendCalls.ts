import { InvalidSendCallError } from '../errors/classes'

/** One entry of wallet_sendCalls; only `to` and `data` are checked here. */
export interface SendCall {
  to: string
  data?: string | undefined
  value?: bigint | string | undefined
}

/** SPEC §5: each entry needs a `to` starting with 0x and, if given, `data` starting with 0x. */
export function validateSendCalls(calls: readonly SendCall[]): void {
  calls.forEach((call, index) => {
    if (typeof call.to !== 'string' || !call.to.startsWith('0x')) {
      throw new InvalidSendCallError(index, '"to" must start with 0x')
    }
    if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x'))) {
      throw new InvalidSendCallError(index, '"data" must start with 0x')
    }
  })
}
