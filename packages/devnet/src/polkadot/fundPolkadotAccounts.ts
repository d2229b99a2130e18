import { callPolkadotRpc } from './callPolkadotRpc'

/** Gives each address `freePlanck` through chopsticks' storage override of `System.Account` at the head. */
export async function fundPolkadotAccounts(
  rpcUrl: string,
  addresses: string[],
  freePlanck: bigint,
): Promise<void> {
  // `providers: 1` makes each an existing account, as an endowment at genesis would.
  const entries = addresses.map((address) => [
    [address],
    { providers: 1, data: { free: freePlanck.toString() } },
  ])
  await callPolkadotRpc(rpcUrl, 'dev_setStorage', [{ System: { Account: entries } }])
}
