import { deriveAccounts, passkeyEnrolmentMessage } from '@portico/embedded-wallet/keys'
import { type MailSink, startMailSink } from '@portico/mail-sink'
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { DEMO_PROJECT_ID } from '../constants'
import {
  FRAME_PROOF_WRONG_KEY_MESSAGE,
  MISSING_FRAME_PROOF_MESSAGE,
} from '../embeddedWallet/embeddedWalletErrors'
import { DEMO_PROJECT } from '../projects/demoProject'
import { FRAME_ORIGIN_ONLY_MESSAGE } from '../server/requireFrameOrigin'
import type { Cloud } from '../startCloud'
import { shareToWire, storeNewWallet } from '../test/embeddedWalletShares'
import { frameFetch, newFrameKey } from '../test/frameProof'
import { type EmbeddedLogin, loginByEmail } from '../test/loginByEmail'
import { type CeremonyOptions, SoftwareAuthenticator } from '../test/softwareAuthenticator'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, FRAME_ORIGIN, startTestCloud } from '../test/testCloud'
import { PASSKEY_CHALLENGE_TTL_MS } from './passkeyConstants'
import {
  ADD_PASSKEY_NEEDS_CHECK_MESSAGE,
  ADD_PASSKEY_NOT_HERE_MESSAGE,
  NO_PASSKEY_MESSAGE,
  PASSKEY_CHALLENGE_INVALID_MESSAGE,
  PASSKEY_NOT_THIS_USERS_MESSAGE,
  RECOVERY_NO_PASSKEY_MESSAGE,
  RECOVERY_PASSKEY_REQUIRED_MESSAGE,
} from './passkeyErrors'

const VAULT = 'vault'
const OTHER_VAULT = 'other-vault'
const vaultProject = (id: string, name: string) => ({
  id,
  name,
  allowedOrigins: [DEMO_ORIGIN],
  features: DEMO_PROJECT.features,
  requirePasskey: true,
})
const OPENED_SUBJECT = 'Your wallet was opened on a new device'
const ATTEMPT_SUBJECT = 'A new device asked to open your wallet'
/** An email code asked again for the same address waits this long (emailLogin's cooldown), plus a little. */
const CODE_COOLDOWN_MS = 31_000

let mailbox = 0
const freshEmail = () => `passkey${++mailbox}-${Date.now()}@example.com`
const honest: CeremonyOptions = { origin: FRAME_ORIGIN }
/** A signer of the thief's own key: not the wallet's. */
const generatedKeySignature = async () => {
  const account = privateKeyToAccount(generatePrivateKey())
  return (message: string) => account.signMessage({ message })
}

// The attacker of these tests has the victim's mailed code (phished), so a login of their own on a new device,
// and whatever passkey answers they can make or copy; never the victim's authenticator or device share.
describe.each(BACKENDS)('the recovery share needs a passkey when the project says so, on %s', (backend) => {
  let sink: MailSink
  let cloud: Cloud
  let nowMs = Date.now()
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    cloud = await startTestCloud(backend, {
      smtpUrl: sink.smtpUrl,
      projects: [vaultProject(VAULT, 'Vault'), vaultProject(OTHER_VAULT, 'Other vault')],
      clock: () => nowMs,
      rateLimits: {
        auth: { maxRequests: 1000, windowMs: 60_000 },
        sessions: { maxRequests: 1000, windowMs: 60_000 },
      },
    })
  })
  afterAll(async () => {
    await cloud?.close()
    await sink?.close()
  })
  beforeEach(() => {
    nowMs = Date.now()
  })

  const call = (login: EmbeddedLogin, method: string, path: string, body?: unknown, projectId = VAULT) =>
    frameFetch(login.frameKey, cloudUrl(cloud, path, { projectId }), {
      method,
      token: login.sessionToken,
      iatMs: nowMs,
      ...(body === undefined ? {} : { body }),
    })
  const bodyOf = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  })
  const logIn = (email: string, projectId = VAULT) =>
    loginByEmail(cloud, sink, email, { projectId }, undefined, nowMs)
  /** Another device (or the thief's) logs in with a new code of the same mailbox. */
  const logInElsewhere = (email: string, projectId = VAULT) => {
    nowMs += CODE_COOLDOWN_MS
    return logIn(email, projectId)
  }
  const readRecovery = async (login: EmbeddedLogin, projectId = VAULT) =>
    bodyOf(await call(login, 'GET', '/v1/embedded/recovery-share', undefined, projectId))

  async function registrationOptions(login: EmbeddedLogin, projectId = VAULT) {
    const asked = await call(login, 'POST', '/v1/embedded/passkeys/registration-options', {}, projectId)
    expect(asked.status).toBe(200)
    return ((await asked.json()) as { options: PublicKeyCredentialCreationOptionsJSON }).options
  }
  /** The frame adds the authenticator's passkey for the session's user. */
  async function addPasskey(login: EmbeddedLogin, authenticator: SoftwareAuthenticator, projectId = VAULT) {
    const response = authenticator.register(await registrationOptions(login, projectId), honest)
    const added = await call(login, 'POST', '/v1/embedded/passkeys', { response }, projectId)
    expect(await bodyOf(added)).toEqual({
      status: 200,
      body: { id: authenticator.credentialId, createdAt: new Date(nowMs).toISOString() },
    })
  }
  async function authenticationOptions(login: EmbeddedLogin, projectId = VAULT) {
    const asked = await call(login, 'POST', '/v1/embedded/passkeys/authentication-options', {}, projectId)
    expect(asked.status).toBe(200)
    return ((await asked.json()) as { options: PublicKeyCredentialRequestOptionsJSON }).options
  }
  const sendAssertion = (login: EmbeddedLogin, response: unknown, projectId = VAULT) =>
    call(login, 'POST', '/v1/embedded/passkeys/assertion', { response }, projectId)
  /** The frame confirms with the authenticator: options, the authenticator's answer, the assertion. */
  async function confirm(login: EmbeddedLogin, authenticator: SoftwareAuthenticator, ceremony = honest) {
    const response = authenticator.authenticate(await authenticationOptions(login), ceremony)
    return bodyOf(await sendAssertion(login, response))
  }
  /** The first device: a login, the wallet made and stored, and (unless told not to) a passkey added. */
  async function firstDevice({ withPasskey = true, projectId = VAULT } = {}) {
    const email = freshEmail()
    const login = await logIn(email, projectId)
    const call = (method: string, path: string, token: string, body?: unknown) =>
      frameFetch(login.frameKey, cloudUrl(cloud, path, { projectId }), {
        method,
        token,
        iatMs: nowMs,
        ...(body === undefined ? {} : { body }),
      })
    const wallet = await storeNewWallet(call, login.sessionToken)
    const authenticator = new SoftwareAuthenticator()
    if (withPasskey) await addPasskey(login, authenticator, projectId)
    const walletKey = privateKeyToAccount(deriveAccounts(wallet.entropy).evm.privateKey)
    return { email, login, authenticator, walletKey, recoveryShare: shareToWire(wallet.recovery) }
  }
  const mailsTitled = (email: string, subject: string) =>
    sink.mails(email).filter((mail) => mail.subject === subject)

  test('the right code alone on a new device: 403 passkeyRequired, no share, and a "new device asked" mail once', async () => {
    const { email } = await firstDevice()
    const thief = await logInElsewhere(email)
    expect(await readRecovery(thief)).toEqual({
      status: 403,
      body: { error: RECOVERY_PASSKEY_REQUIRED_MESSAGE, failure: 'passkeyRequired' },
    })
    await expect.poll(() => mailsTitled(email, ATTEMPT_SUBJECT).length).toBe(1)
    const [attempt] = mailsTitled(email, ATTEMPT_SUBJECT)
    expect(attempt?.text).toContain('Vault')
    expect(attempt?.text).toContain('stays locked')
    expect(attempt?.text).toContain('do not share')
    // Asked again by the same session: still no share, and no second mail.
    expect((await readRecovery(thief)).status).toBe(403)
    expect(mailsTitled(email, ATTEMPT_SUBJECT)).toHaveLength(1)
    expect(mailsTitled(email, OPENED_SUBJECT)).toHaveLength(0)
  })

  test('a wallet without a passkey: 403 noPasskey, and the new device cannot add one with its login alone', async () => {
    const { email } = await firstDevice({ withPasskey: false })
    const thief = await logInElsewhere(email)
    expect(await readRecovery(thief)).toEqual({
      status: 403,
      body: { error: RECOVERY_NO_PASSKEY_MESSAGE, failure: 'noPasskey' },
    })
    await expect.poll(() => mailsTitled(email, ATTEMPT_SUBJECT).length).toBe(1)
    // Else a phished code would add the thief's passkey and then pass its check: the thief's answer, unsigned
    // or signed by a key of its own, is refused (it cannot open the wallet, so it cannot sign with its key).
    const thiefs = new SoftwareAuthenticator()
    for (const walletSignature of [undefined, await generatedKeySignature()]) {
      const options = await registrationOptions(thief)
      const response = thiefs.register(options, honest)
      const signature = walletSignature && (await walletSignature(passkeyEnrolmentMessage(options.challenge)))
      const adding = await call(thief, 'POST', '/v1/embedded/passkeys', {
        response,
        ...(signature ? { walletSignature: signature } : {}),
      })
      expect(await bodyOf(adding)).toEqual({
        status: 403,
        body: { error: ADD_PASSKEY_NOT_HERE_MESSAGE, failure: 'noPasskey' },
      })
    }
    const asking = await call(thief, 'POST', '/v1/embedded/passkeys/authentication-options', {})
    expect(await bodyOf(asking)).toEqual({
      status: 404,
      body: { error: NO_PASSKEY_MESSAGE, failure: 'noPasskey' },
    })
  })

  test('a later session of a device that holds the wallet adds a first passkey with the wallet key’s signature', async () => {
    const { email, walletKey } = await firstDevice({ withPasskey: false })
    // The creating session is long gone; the same device logs in again, with its device share.
    const again = await logInElsewhere(email)
    const authenticator = new SoftwareAuthenticator()
    const options = await registrationOptions(again)
    const walletSignature = await walletKey.signMessage({
      message: passkeyEnrolmentMessage(options.challenge),
    })
    const response = authenticator.register(options, honest)
    expect((await call(again, 'POST', '/v1/embedded/passkeys', { response, walletSignature })).status).toBe(
      200,
    )
    // The signature was for that challenge only: replayed with new options it proves nothing.
    const next = await registrationOptions(again)
    const replayed = await call(again, 'POST', '/v1/embedded/passkeys', {
      response: new SoftwareAuthenticator().register(next, honest),
      walletSignature,
    })
    expect(await bodyOf(replayed)).toEqual({
      status: 403,
      body: { error: ADD_PASSKEY_NEEDS_CHECK_MESSAGE, failure: 'passkeyRequired' },
    })
    // And a new device confirms with the passkey so added.
    const newDevice = await logInElsewhere(email)
    expect(await confirm(newDevice, authenticator)).toEqual({ status: 200, body: { success: true } })
    expect((await readRecovery(newDevice)).status).toBe(200)
  })

  test('with its passkey confirmed, the new device gets the share, and an "opened" mail goes out once', async () => {
    const { email, authenticator, recoveryShare } = await firstDevice()
    const newDevice = await logInElsewhere(email)
    const listed = await bodyOf(await call(newDevice, 'GET', '/v1/embedded/passkeys'))
    expect(listed).toMatchObject({
      status: 200,
      body: { required: true, passkeys: [{ id: authenticator.credentialId }] },
    })
    expect(await confirm(newDevice, authenticator)).toEqual({ status: 200, body: { success: true } })
    expect(await readRecovery(newDevice)).toEqual({ status: 200, body: { recoveryShare } })
    await expect.poll(() => mailsTitled(email, OPENED_SUBJECT).length).toBe(1)
    const [opened] = mailsTitled(email, OPENED_SUBJECT)
    expect(opened?.text).toContain('Vault')
    expect(opened?.text).toContain(`${new Date(nowMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`)
    expect((await readRecovery(newDevice)).status).toBe(200)
    expect(mailsTitled(email, OPENED_SUBJECT)).toHaveLength(1)
    expect(mailsTitled(email, ATTEMPT_SUBJECT)).toHaveLength(0)
  })

  test('an assertion works once: sent again, or by another session, it is refused', async () => {
    const { email, authenticator } = await firstDevice()
    const newDevice = await logInElsewhere(email)
    const response = authenticator.authenticate(await authenticationOptions(newDevice), honest)
    expect((await sendAssertion(newDevice, response)).status).toBe(200)
    expect(await bodyOf(await sendAssertion(newDevice, response))).toEqual({
      status: 400,
      body: { error: PASSKEY_CHALLENGE_INVALID_MESSAGE },
    })
    // A copy of the frame's traffic, sent from the thief's own session: the challenge was not issued to it.
    const thief = await logInElsewhere(email)
    const copied = authenticator.authenticate(await authenticationOptions(newDevice), honest)
    expect(await bodyOf(await sendAssertion(thief, copied))).toEqual({
      status: 400,
      body: { error: PASSKEY_CHALLENGE_INVALID_MESSAGE },
    })
    expect((await readRecovery(thief)).status).toBe(403)
  })

  test('an assertion whose signature counter is behind the stored one (a cloned authenticator) is refused', async () => {
    const { email, authenticator } = await firstDevice()
    const newDevice = await logInElsewhere(email)
    const behind = authenticator.authenticate(await authenticationOptions(newDevice), honest)
    expect(await confirm(newDevice, authenticator)).toEqual({ status: 200, body: { success: true } })
    const refused = await bodyOf(await sendAssertion(newDevice, behind))
    expect(refused.status).toBe(401)
    expect(refused.body.error).toMatch(/^passkey check refused: .*counter/i)
  })

  test("another user's passkey, or another project's, does not confirm this user", async () => {
    const victim = await firstDevice()
    const thiefsOwn = await firstDevice()
    const otherProjects = await firstDevice({ projectId: OTHER_VAULT })
    const thief = await logInElsewhere(victim.email)
    for (const authenticator of [thiefsOwn.authenticator, otherProjects.authenticator]) {
      const response = authenticator.authenticate(await authenticationOptions(thief), honest)
      expect(await bodyOf(await sendAssertion(thief, response))).toEqual({
        status: 403,
        body: { error: PASSKEY_NOT_THIS_USERS_MESSAGE },
      })
    }
    expect((await readRecovery(thief)).status).toBe(403)
  })

  test('a challenge older than 5 minutes is refused, for an assertion and for a registration', async () => {
    const { email, login, authenticator } = await firstDevice()
    const newDevice = await logInElsewhere(email)
    const options = await authenticationOptions(newDevice)
    nowMs += PASSKEY_CHALLENGE_TTL_MS + 1
    expect(await bodyOf(await sendAssertion(newDevice, authenticator.authenticate(options, honest)))).toEqual(
      {
        status: 400,
        body: { error: PASSKEY_CHALLENGE_INVALID_MESSAGE },
      },
    )
    expect((await readRecovery(newDevice)).status).toBe(403)

    // The first device, confirmed, adds a second passkey, with options it asked for too long ago.
    expect((await confirm(login, authenticator)).status).toBe(200)
    const second = new SoftwareAuthenticator()
    const registration = await registrationOptions(login)
    nowMs += PASSKEY_CHALLENGE_TTL_MS + 1
    const late = await call(login, 'POST', '/v1/embedded/passkeys', {
      response: second.register(registration, honest),
    })
    expect(await bodyOf(late)).toEqual({ status: 400, body: { error: PASSKEY_CHALLENGE_INVALID_MESSAGE } })
  })

  test('a look-alike origin or another RP ID in the answer is refused, and each spends its challenge', async () => {
    const { email, login, authenticator } = await firstDevice()
    const newDevice = await logInElsewhere(email)
    const options = await authenticationOptions(newDevice)
    const phishedResponse = authenticator.authenticate(options, { origin: 'https://wallet.evil.example' })
    const phished = await bodyOf(await sendAssertion(newDevice, phishedResponse))
    expect(phished.status).toBe(401)
    expect(phished.body.error).toMatch(/^passkey check refused: .*origin/i)
    // The refused answer spent the challenge: the honest one for the same options comes too late.
    expect(await bodyOf(await sendAssertion(newDevice, authenticator.authenticate(options, honest)))).toEqual(
      {
        status: 400,
        body: { error: PASSKEY_CHALLENGE_INVALID_MESSAGE },
      },
    )
    const otherRp = await confirm(newDevice, authenticator, { origin: FRAME_ORIGIN, rpId: 'evil.example' })
    expect(otherRp.status).toBe(401)
    expect(otherRp.body.error).toMatch(/^passkey check refused: .*RP ID/i)
    expect((await readRecovery(newDevice)).status).toBe(403)

    expect((await confirm(login, authenticator)).status).toBe(200)
    const second = new SoftwareAuthenticator()
    const response = second.register(await registrationOptions(login), {
      origin: 'https://wallet.evil.example',
    })
    const refused = await bodyOf(await call(login, 'POST', '/v1/embedded/passkeys', { response }))
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatch(/^passkey registration refused: .*origin/i)
  })

  test('every passkey route refuses a call without a proof, signed by another key, or from the page origin', async () => {
    const { email, login, authenticator } = await firstDevice()
    const newDevice = await logInElsewhere(email)
    // A registration the first device could send (it confirmed first, as adding a second passkey needs).
    expect((await confirm(login, authenticator)).status).toBe(200)
    const assertion = authenticator.authenticate(await authenticationOptions(newDevice), honest)
    const routes = [
      ['GET', '/v1/embedded/passkeys', undefined],
      ['POST', '/v1/embedded/passkeys/registration-options', {}],
      [
        'POST',
        '/v1/embedded/passkeys',
        { response: new SoftwareAuthenticator().register(await registrationOptions(login), honest) },
      ],
      ['POST', '/v1/embedded/passkeys/authentication-options', {}],
      ['POST', '/v1/embedded/passkeys/assertion', { response: assertion }],
    ] as const
    const otherKey = await newFrameKey()
    for (const [method, path, body] of routes) {
      const url = cloudUrl(cloud, path, { projectId: VAULT })
      const shared = {
        method,
        token: newDevice.sessionToken,
        iatMs: nowMs,
        ...(body === undefined ? {} : { body }),
      }
      const noProof = await frameFetch(newDevice.frameKey, url, { ...shared, proof: null })
      expect(await bodyOf(noProof)).toEqual({ status: 401, body: { error: MISSING_FRAME_PROOF_MESSAGE } })
      // A page script that took the token signs with a key of its own: the session is bound to the frame's.
      const foreign = await frameFetch(otherKey, url, shared)
      expect(await bodyOf(foreign)).toEqual({ status: 401, body: { error: FRAME_PROOF_WRONG_KEY_MESSAGE } })
      const fromPage = await frameFetch(newDevice.frameKey, url, { ...shared, origin: DEMO_ORIGIN })
      expect(await bodyOf(fromPage)).toEqual({ status: 403, body: { error: FRAME_ORIGIN_ONLY_MESSAGE } })
    }
    // None of them confirmed the session, and the assertion they carried still works from the frame.
    expect((await readRecovery(newDevice)).status).toBe(403)
    expect((await sendAssertion(newDevice, assertion)).status).toBe(200)
    expect((await readRecovery(newDevice)).status).toBe(200)
  })

  test('a second passkey: after a check with the first, or from a device that holds the wallet; never from the login alone', async () => {
    const { login, authenticator, walletKey } = await firstDevice()
    const unchecked = await registrationOptions(login)
    const unsigned = await call(login, 'POST', '/v1/embedded/passkeys', {
      response: new SoftwareAuthenticator().register(unchecked, honest),
    })
    expect(await bodyOf(unsigned)).toEqual({
      status: 403,
      body: { error: ADD_PASSKEY_NEEDS_CHECK_MESSAGE, failure: 'passkeyRequired' },
    })
    const signed = new SoftwareAuthenticator()
    const options = await registrationOptions(login)
    const walletSignature = await walletKey.signMessage({
      message: passkeyEnrolmentMessage(options.challenge),
    })
    const withProof = await call(login, 'POST', '/v1/embedded/passkeys', {
      response: signed.register(options, honest),
      walletSignature,
    })
    expect(withProof.status).toBe(200)
    expect((await confirm(login, authenticator)).status).toBe(200)
    const third = new SoftwareAuthenticator()
    await addPasskey(login, third)
    const listed = await bodyOf(await call(login, 'GET', '/v1/embedded/passkeys'))
    expect((listed.body.passkeys as { id: string }[]).map((passkey) => passkey.id).sort()).toEqual(
      [authenticator.credentialId, signed.credentialId, third.credentialId].sort(),
    )
  })

  test("without the project's setting, a new device reads the share after the login alone, and is mailed", async () => {
    const { email } = await firstDevice({ withPasskey: false, projectId: DEMO_PROJECT_ID })
    const newDevice = await logInElsewhere(email, DEMO_PROJECT_ID)
    const listed = await bodyOf(
      await call(newDevice, 'GET', '/v1/embedded/passkeys', undefined, DEMO_PROJECT_ID),
    )
    expect(listed).toEqual({ status: 200, body: { required: false, passkeys: [] } })
    const read = await readRecovery(newDevice, DEMO_PROJECT_ID)
    expect(read.status).toBe(200)
    expect(read.body.recoveryShare).toEqual(expect.any(String))
    await expect.poll(() => mailsTitled(email, OPENED_SUBJECT).length).toBe(1)
  })
})
