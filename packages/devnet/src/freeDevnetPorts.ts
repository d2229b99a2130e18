import { freePort } from './freePort'

/** A free port for every server startDevnet runs, so tests never touch the default ports. */
export async function freeDevnetPorts(): Promise<{
  l1: number
  l2: number
  l1Bundler: number
  l2Bundler: number
  solana: number
  solanaWs: number
  polkadot: number
}> {
  return {
    l1: await freePort(),
    l2: await freePort(),
    l1Bundler: await freePort(),
    l2Bundler: await freePort(),
    solana: await freePort(),
    solanaWs: await freePort(),
    polkadot: await freePort(),
  }
}
