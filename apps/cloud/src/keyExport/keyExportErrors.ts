// Error bodies of the key export routes (SPEC §4 "Secure frame": the keys are shown only after a fresh code).

export const KEY_EXPORT_NO_EMAIL_MESSAGE =
  'This wallet has no email to send an export code to: it cannot show its keys'
