import type { CDPSession, Page } from '@playwright/test'

/** A passkey as Chromium's virtual authenticator holds it: what a person's phone or security key would keep. */
export type VirtualCredential = {
  credentialId: string
  isResidentCredential: boolean
  rpId?: string
  privateKey: string
  userHandle?: string
  signCount: number
}

/** A device's authenticator: the passkeys it holds, and one more it is given. */
export type VirtualAuthenticator = {
  credentials(): Promise<VirtualCredential[]>
  /** The person brings the device that holds `credential` (a synced passkey, a phone). */
  add(credential: VirtualCredential): Promise<void>
}

/**
 * A platform authenticator for `page` over CDP (Chromium's WebAuthn domain): it answers the frame's passkey
 * prompts as a person who confirms them would, with the passkeys it holds and none other.
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    credentials: async (): Promise<VirtualCredential[]> =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    add: async (credential) =>
      void (await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })),
  }
}
