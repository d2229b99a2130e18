import { COIN_TYPE_FLAG } from '../constants'
import { InvalidChainIdError } from '../errors/classes'

/** SPEC §5, §7: the name-service coin type of an EVM chain is chainId OR 0x80000000. */
export function getCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= COIN_TYPE_FLAG) {
    throw new InvalidChainIdError(chainId)
  }
  // `|` works on signed 32-bit integers; `>>> 0` brings the result back to unsigned.
  return (COIN_TYPE_FLAG | chainId) >>> 0
}
