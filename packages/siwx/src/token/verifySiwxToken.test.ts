import { ed25519 } from '@noble/curves/ed25519.js'
import { base64urlnopad } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { type VerifySiwxTokenParameters, verifySiwxToken } from './verifySiwxToken'

const encode = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))
const secretKey = ed25519.utils.randomSecretKey()
const publicKey = base64urlnopad.encode(ed25519.getPublicKey(secretKey))
const nowS = Math.floor(Date.now() / 1000)

/** A token as the cloud signs one, for an account of `projectId`. */
function tokenOf(projectId: string): string {
  const head = encode({ alg: 'EdDSA', typ: 'JWT' })
  const payload = encode({
    sub: 'eip155:1:0x0000000000000000000000000000000000000001',
    aud: projectId,
    sid: 'session-1',
    iat: nowS,
    exp: nowS + 3600,
  })
  const signature = ed25519.sign(new TextEncoder().encode(`${head}.${payload}`), secretKey)
  return `${head}.${payload}.${base64urlnopad.encode(signature)}`
}

describe('verifySiwxToken and the project a token belongs to', () => {
  const projectA = tokenOf('project-a')

  test('a token of project A passes for project A and is refused for project B', async () => {
    expect(await verifySiwxToken(projectA, { publicKey, projectId: 'project-a' })).toMatchObject({
      aud: 'project-a',
    })
    expect(await verifySiwxToken(projectA, { publicKey, projectId: 'project-b' })).toBeNull()
  })

  // A backend of project B that forgot the option must not take project A's sessions for its own.
  test('without a projectId nothing passes: the call is refused with why', async () => {
    const forgetful = { publicKey } as unknown as VerifySiwxTokenParameters
    await expect(verifySiwxToken(projectA, forgetful)).rejects.toThrow(
      'verifySiwxToken needs the projectId the token must belong to',
    )
    const empty = { publicKey, projectId: '' }
    await expect(verifySiwxToken(projectA, empty)).rejects.toThrow(
      'verifySiwxToken needs the projectId the token must belong to',
    )
  })
})
