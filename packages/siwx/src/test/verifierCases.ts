import type { SiwxMessageData } from '@portico/core'
import { expect, test } from 'vitest'
import { createNonce } from '../createNonce'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import { verifySiwx } from '../verify/verifySiwx'

const HOUR_MS = 60 * 60 * 1000

/** One account of a namespace that signs as its wallets do. */
export type TestSigner = {
  chainId: string
  address: string
  sign: (text: string) => Promise<string>
  /** cosmos: the key verifySiwx needs beside the signature. */
  publicKey?: string
}

/** A full message for `signer`, valid from an hour ago for an hour, with every optional field set. */
export function messageFor(
  signer: Pick<TestSigner, 'chainId' | 'address'>,
  overrides: Partial<SiwxMessageData> = {},
) {
  const now = Date.now()
  return createSiwxMessage({
    accountAddress: signer.address,
    chainId: signer.chainId,
    domain: 'app.example.com',
    uri: 'https://app.example.com/login',
    version: '1',
    nonce: createNonce(),
    statement: 'Sign in to Example with your wallet.',
    issuedAt: new Date(now - HOUR_MS).toISOString(),
    expirationTime: new Date(now + HOUR_MS).toISOString(),
    notBefore: new Date(now - HOUR_MS).toISOString(),
    requestId: 'request-42',
    resources: [
      'https://app.example.com/terms',
      'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
    ],
    ...overrides,
  })
}

/** The same string with the character at `index` replaced by another of `alphabet`. */
export function changeOneCharacter(value: string, index: number, alphabet: string): string {
  const current = value[index] ?? ''
  const replacement = [...alphabet].find((character) => character !== current) as string
  return value.slice(0, index) + replacement + value.slice(index + 1)
}

/**
 * The acceptance every namespace meets: create → parse round-trip; true when its key signs; false when one
 * character of the message, the address or the signature changes, when expired, when not yet valid.
 */
export function verifierCases(
  makeSigner: () => Promise<TestSigner>,
  { otherAddress, signatureAlphabet }: { otherAddress: () => Promise<string>; signatureAlphabet: string },
) {
  const verify = (signer: TestSigner, message: string, signature: string) =>
    verifySiwx({ message, signature, ...(signer.publicKey ? { publicKey: signer.publicKey } : {}) })

  test('a created message parses back to the same fields', async () => {
    const signer = await makeSigner()
    const message = messageFor(signer)
    const { toString: _text, ...fields } = message
    expect(parseSiwxMessage(message.toString())).toEqual(fields)
    expect(createSiwxMessage(parseSiwxMessage(message.toString())).toString()).toBe(message.toString())
  })

  test('verifies when the account signs the message', async () => {
    const signer = await makeSigner()
    const text = messageFor(signer).toString()
    expect(await verify(signer, text, await signer.sign(text))).toBe(true)
  })

  test('does not verify when one character of the message changes', async () => {
    const signer = await makeSigner()
    const text = messageFor(signer).toString()
    const signature = await signer.sign(text)
    const tampered = text.replace('Sign in to Example', 'Sign in to Exbmple')
    expect(tampered).not.toBe(text)
    expect(await verify(signer, tampered, signature)).toBe(false)
  })

  test('does not verify when the address is another account', async () => {
    const signer = await makeSigner()
    const text = messageFor(signer).toString()
    const signature = await signer.sign(text)
    const other = await otherAddress()
    const forged = createSiwxMessage({ ...parseSiwxMessage(text), accountAddress: other }).toString()
    // Only the address line differs.
    expect(forged.split('\n').filter((line, i) => line !== text.split('\n')[i])).toEqual([
      parseSiwxMessage(forged).accountAddress,
    ])
    expect(await verify(signer, forged, signature)).toBe(false)
  })

  test('does not verify when one character of the signature changes', async () => {
    const signer = await makeSigner()
    const text = messageFor(signer).toString()
    const signature = await signer.sign(text)
    const broken = changeOneCharacter(signature, Math.floor(signature.length / 2), signatureAlphabet)
    expect(broken).not.toBe(signature)
    expect(await verify(signer, text, broken)).toBe(false)
    expect(await verify(signer, text, 'not a signature')).toBe(false)
  })

  test('does not verify once expired', async () => {
    const signer = await makeSigner()
    const expired = new Date(Date.now() - 1000).toISOString()
    const text = messageFor(signer, { expirationTime: expired }).toString()
    expect(await verify(signer, text, await signer.sign(text))).toBe(false)
  })

  test('does not verify before Not Before', async () => {
    const signer = await makeSigner()
    const later = new Date(Date.now() + HOUR_MS).toISOString()
    const text = messageFor(signer, { notBefore: later }).toString()
    expect(await verify(signer, text, await signer.sign(text))).toBe(false)
  })
}
