/**
 * What the wallet's EVM key signs (EIP-191) to add a passkey from a later session of a device that holds the
 * wallet: the cloud checks it against the address the wallet was stored with (apps/cloud passkeys), so a
 * session of a phished code alone, which cannot open the wallet, cannot add its own passkey.
 */
export const passkeyEnrolmentMessage = (challenge: string) =>
  `Add a passkey to this Portico wallet\n\nChallenge: ${challenge}`
