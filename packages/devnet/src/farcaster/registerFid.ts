import { type Address, decodeEventLog, type LocalAccount, parseEther } from 'viem'
import { devnetClient, mined } from '../devnetClient'
import { readArtifact } from '../readArtifact'

export type RegisterFidParameters = {
  /** The devnet's `farcaster` description: where the registry is. */
  farcaster: { chainId: number; rpcUrl: string; idRegistry: Address }
  /** The custody account the fid is issued to; given gas money first, so a fresh key will do. */
  custody: LocalAccount
  /** The fid's recovery address (the custody's own by default). */
  recovery?: Address
}

/**
 * Registers a Farcaster id on the devnet's IdRegistry for `custody`, as a Farcaster app would, and returns
 * it.
 */
export async function registerFid({ farcaster, custody, recovery }: RegisterFidParameters): Promise<bigint> {
  const client = devnetClient({ ...farcaster, name: 'farcaster', account: custody })
  await client.setBalance({ address: custody.address, value: parseEther('1') })
  const { abi } = readArtifact('DevnetIdRegistry')
  const hash = await client.writeContract({
    address: farcaster.idRegistry,
    abi,
    functionName: 'register',
    args: [recovery ?? custody.address],
  })
  const receipt = await mined(client, hash, `registering a fid for ${custody.address}`)
  for (const log of receipt.logs) {
    const event = decodeEventLog({ abi, ...log, strict: false })
    if (event.eventName === 'Register') return (event.args as unknown as { id: bigint }).id
  }
  throw new Error(`Registering a fid for ${custody.address} emitted no Register event`)
}
