import { PolkadotDevnetStartError } from '../errors'
import { callPolkadotRpc } from './callPolkadotRpc'

async function headNumber(rpcUrl: string): Promise<number> {
  const header = await callPolkadotRpc<{ number: string }>(rpcUrl, 'chain_getHeader')
  return Number(header.number)
}

/**
 * chopsticks builds block 1 at start, reading the clock twice when genesis has no `Timestamp.Now`:
 * once for the BABE slot, once for the timestamp. A 6 s slot boundary between the reads (likely on a busy
 * machine) gets the block refused ("Timestamp slot must match `CurrentSlot`"), leaving the head at
 * genesis, where signed extrinsics fail. Pinning `Timestamp.Now` first makes both reads agree.
 */
export async function ensureFirstBlock(rpcUrl: string): Promise<void> {
  if ((await headNumber(rpcUrl)) > 0) return
  await callPolkadotRpc(rpcUrl, 'dev_setStorage', [{ Timestamp: { Now: Date.now() } }])
  await callPolkadotRpc(rpcUrl, 'dev_newBlock', [{ count: 1 }])
  if ((await headNumber(rpcUrl)) > 0) return
  throw new PolkadotDevnetStartError(`chopsticks could not build block 1 on ${rpcUrl}`)
}
