import type { JsonSchema } from './openApiTypes'
import { SDK_QUERY } from './testCloud'

/** Values that pass the patterns of the cloud's parameters, by parameter name. */
export const VALID_BY_NAME: Record<string, string> = {
  ...SDK_QUERY,
  address: '0x000000000000000000000000000000000000dEaD',
  chainId: 'eip155:1',
  otp: '123456',
  email: 'alice@example.com',
  // Two different wallet shares, base64url.
  authShare: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRob',
  recoveryShare: 'AQMDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRob',
  ownerAddress: '0x000000000000000000000000000000000000dEaD',
  // Social login: a SHA-256 challenge, its secret and a result code, base64url.
  bindingChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  bindingVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  resultCode: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  // Account names: a name, a signature, and the gateway's resolver and call data.
  name: 'alice.portico.test',
  signature: `0x${'11'.repeat(65)}`,
  sender: '0x000000000000000000000000000000000000dEaD',
  data: '0x',
  // Swaps: CAIP-10 assets, the user, amounts and wei.
  from: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  to: 'eip155:1:0x000000000000000000000000000000000000dEaD',
  tokenAddress: 'eip155:1:0x000000000000000000000000000000000000dEaD',
  userAddress: '0x000000000000000000000000000000000000dEaD',
  amount: '1000',
  gasPrice: '1',
  // On-ramp orders: a 128-bit order id, base64url.
  id: 'AAECAwQFBgcICQoLDA0ODw',
  orderId: 'AAECAwQFBgcICQoLDA0ODw',
  // Farcaster login: the frame's secret for its sign-in, 32 bytes base64url.
  loginToken: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  // Passkeys: a WebAuthn response's base64url fields (id and signature are above).
  rawId: 'AAECAwQFBgcICQoLDA0ODw',
  clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
  attestationObject: 'o2NmbXRkbm9uZQ',
  authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2M',
  userHandle: 'dXNlcg',
  publicKey: 'MFkwEwYHKoZIzj0CAQ',
  walletSignature: `0x${'11'.repeat(65)}`,
}

/** A value the schema accepts, for the parameter or field of that name. */
export function validValue(name: string, schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  if (schema.anyOf?.[0]) return validValue(name, schema.anyOf[0])
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1
    case 'boolean':
      return true
    case 'array':
      // As many valid items as the schema asks for at least (the on-ramp's one destination wallet).
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(name, schema.items ?? {}))
    case 'object':
      return validBody(schema)
  }
  if (schema.pattern) {
    const value = VALID_BY_NAME[name]
    if (value === undefined) throw new Error(`no valid value known for the patterned parameter ${name}`)
    return value
  }
  return VALID_BY_NAME[name] ?? 'x'
}

/** An object with a valid value for each property of the schema. */
export function validBody(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, validValue(name, property)]),
  )
}
