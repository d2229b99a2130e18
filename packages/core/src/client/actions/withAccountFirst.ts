import type { ConnectionAccount } from '../../types/connection'

/** The accounts with `address` first when it is among them (the visitor's pick, ChainAdapter's selectAccount). */
export function withAccountFirst(
  accounts: ConnectionAccount[],
  address: string | undefined,
): ConnectionAccount[] {
  const picked = accounts.find((account) => account.address === address)
  return picked ? [picked, ...accounts.filter((account) => account !== picked)] : accounts
}
