/**
 * What the wallet's key signs to add a passkey from a later session; the secure frame builds the same text
 * (@portico/embedded-wallet/keys passkeyEnrolmentMessage: the enrolment tests sign with that one).
 */
export const passkeyEnrolmentMessageFor = (challenge: string) =>
  `Add a passkey to this Portico wallet\n\nChallenge: ${challenge}`
