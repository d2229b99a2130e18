import { describe, expect, test } from 'vitest'
import { OPTIMISM_ID_REGISTRY, OPTIMISM_RPC_URL } from './farcasterLoginConstants'
import { farcasterSettingsFromCli } from './farcasterSettingsFromCli'

const devnetFarcaster = {
  idRegistry: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  rpcUrl: 'http://127.0.0.1:8545',
} as const
const none = { idRegistry: undefined, rpcUrl: undefined, devnetFarcaster: undefined }

describe('the cloud’s Farcaster settings from its flags', () => {
  test('off without a relay, whatever else is given', () => {
    expect(farcasterSettingsFromCli({ ...none, relayUrl: undefined, devnetFarcaster })).toBeUndefined()
  })

  test("Farcaster's own IdRegistry on OP Mainnet when nothing else is named (production)", () => {
    expect(farcasterSettingsFromCli({ ...none, relayUrl: 'https://relay.farcaster.xyz' })).toEqual({
      relayUrl: 'https://relay.farcaster.xyz',
      idRegistry: { address: OPTIMISM_ID_REGISTRY, rpcUrl: OPTIMISM_RPC_URL },
    })
  })

  test("the devnet's IdRegistry when the cloud serves a devnet, and the operator's over both", () => {
    expect(farcasterSettingsFromCli({ ...none, relayUrl: 'http://127.0.0.1:4400', devnetFarcaster })).toEqual(
      {
        relayUrl: 'http://127.0.0.1:4400',
        idRegistry: { address: devnetFarcaster.idRegistry, rpcUrl: devnetFarcaster.rpcUrl },
      },
    )
    const own = '0x00000000000000000000000000000000000000aa'
    expect(
      farcasterSettingsFromCli({ ...none, relayUrl: 'http://r.example', idRegistry: own, devnetFarcaster }),
    ).toEqual({ relayUrl: 'http://r.example', idRegistry: { address: own, rpcUrl: OPTIMISM_RPC_URL } })
  })
})
