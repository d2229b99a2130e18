import { PolkadotDevnetStartError } from '../errors'
import { callPolkadotRpc } from './callPolkadotRpc'
import { POLKADOT_FIRST_BLOCK_ATTEMPTS } from './constants'

async function headNumber(rpcUrl: string): Promise<number> {
  const header = await callPolkadotRpc<{ number: string }>(rpcUrl, 'chain_getHeader')
  return Number(header.number)
}

/**
 * chopsticks builds block 1 from genesis at start, reading the clock twice (BABE slot, then timestamp);
 * when a 6 s slot boundary falls between the reads, BABE rejects the block ("Timestamp slot must match
 * `CurrentSlot`") and the head stays at genesis, where signed extrinsics fail. Build it again until it lands.
 */
export async function ensureFirstBlock(rpcUrl: string): Promise<void> {
  for (let attempt = 0; attempt < POLKADOT_FIRST_BLOCK_ATTEMPTS; attempt++) {
    if ((await headNumber(rpcUrl)) > 0) return
    await callPolkadotRpc(rpcUrl, 'dev_newBlock', [{ count: 1 }]).catch(() => undefined)
  }
  if ((await headNumber(rpcUrl)) > 0) return
  throw new PolkadotDevnetStartError(
    `chopsticks could not build block 1 in ${POLKADOT_FIRST_BLOCK_ATTEMPTS} attempts on ${rpcUrl}`,
  )
}
