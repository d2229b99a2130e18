import type { LocalAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'

export type FarcasterAppSignIn = {
  /** The relay the channel lives on. */
  relayUrl: string
  /** The Sign In With Farcaster link the QR showed (channelToken, nonce, siweUri, domain in its query). */
  uri: string
  fid: bigint
  /** Who signs; the fid's custody for a real sign-in. */
  signer: LocalAccount
  /** The address the message names (the signer's by default). */
  address?: `0x${string}`
  username?: string
  /** Fields of the message to change, to show what the cloud refuses. */
  overrides?: Partial<Parameters<typeof createSiweMessage>[0]>
}

/**
 * The Farcaster app, played by a local key: reads the link the QR showed, signs FIP-11's
 * EIP-4361 message for the fid and posts it to the relay's authenticate endpoint, as the app does.
 */
export async function signInAsFarcasterApp({
  relayUrl,
  uri,
  fid,
  signer,
  address = signer.address,
  username = `fid${fid}`,
  overrides = {},
}: FarcasterAppSignIn): Promise<Response> {
  const link = new URL(uri)
  const query = (name: string) => {
    const value = link.searchParams.get(name)
    if (!value) throw new Error(`The Sign In With Farcaster link has no ${name}: ${uri}`)
    return value
  }
  const expirationTime = link.searchParams.get('expirationTime')
  const message = createSiweMessage({
    domain: query('domain'),
    address,
    statement: 'Farcaster Auth',
    uri: query('siweUri'),
    version: '1',
    chainId: 10,
    nonce: query('nonce'),
    issuedAt: new Date(),
    ...(expirationTime ? { expirationTime: new Date(expirationTime) } : {}),
    resources: [`farcaster://fid/${fid}`],
    ...overrides,
  })
  const signature = await signer.signMessage({ message })
  return fetch(new URL('/v1/channel/authenticate', relayUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${query('channelToken')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature, fid: Number(fid), username }),
  })
}
