import { expect, test } from 'vitest'
import { addCosmosPublicKeys } from './addCosmosPublicKeys'

// WalletConnect's Cosmos RPC reference example: the same key in base64 and in hex.
const BASE64_KEY = 'AgSEjOuOr991QlHCORRmdE5ahVKeyBrmtgoYepCpQGOW'
const HEX_KEY = '0204848ceb8eafdf754251c2391466744e5a85529ec81ae6b60a187a90a9406396'
const ADDRESS = 'cosmos1sguafvgmel6f880ryvq8efh9522p8zvmrzlcrq'

test("each session account takes its base64 public key from the wallet's cosmos_getAccounts answer", () => {
  const answer = [{ algo: 'secp256k1', address: ADDRESS, pubkey: BASE64_KEY }]
  expect(addCosmosPublicKeys([{ address: ADDRESS }], answer)).toEqual([
    { address: ADDRESS, publicKey: BASE64_KEY },
  ])
})

test('a key written in hex is given in base64; an account or answer without a key keeps none', () => {
  expect(addCosmosPublicKeys([{ address: ADDRESS }], [{ address: ADDRESS, pubkey: HEX_KEY }])).toEqual([
    { address: ADDRESS, publicKey: BASE64_KEY },
  ])
  expect(addCosmosPublicKeys([{ address: ADDRESS }], [{ address: 'cosmos1other', pubkey: HEX_KEY }])).toEqual(
    [{ address: ADDRESS }],
  )
  expect(addCosmosPublicKeys([{ address: ADDRESS }], undefined)).toEqual([{ address: ADDRESS }])
})
