import type { ProductSize } from './measureProduct'

/**
 * What the email page's first chunk may weigh over the plain page's, gzipped: the page's own
 * `embeddedWallet` option (its frame URL and the bridge's `import()`), and the few constants of core's main
 * entry the lazy bridge shares (error strings, timeouts), which the host's bundler keeps in core's chunk
 * that the first load already holds. Measured at 287 bytes on 2026-11-27; a bridge module would be kilobytes.
 */
export const EMAIL_FIRST_CHUNK_SLACK_GZIP = 512

/** The package whose code must never be in a host's first chunk. */
export const EMBEDDED_WALLET_PACKAGE = '@portico/embedded-wallet'

export type EmailFirstChunkCheck = {
  ok: boolean
  plainGzip: number
  emailGzip: number
  /** Why it failed, one line each; empty when ok. */
  problems: string[]
}

type BuiltProduct = Extract<ProductSize, { ok: true }>

/**
 * Turning email and socials on adds nothing to the first load — no embedded-wallet
 * module and no package the plain page's first chunk lacks, and at most the slack above in bytes.
 */
export function checkEmailFirstChunk(plain: BuiltProduct, email: BuiltProduct): EmailFirstChunkCheck {
  const plainGzip = plain.size.initial.gzip
  const emailGzip = email.size.initial.gzip
  const problems: string[] = []
  if (EMBEDDED_WALLET_PACKAGE in email.initialComposition)
    problems.push(`${EMBEDDED_WALLET_PACKAGE} is in the email page's first chunk`)
  const added = Object.keys(email.initialComposition).filter(
    (name) => name !== EMBEDDED_WALLET_PACKAGE && !(name in plain.initialComposition),
  )
  if (added.length > 0)
    problems.push(`the email page's first chunk holds packages the plain page's lacks: ${added.join(', ')}`)
  if (emailGzip - plainGzip > EMAIL_FIRST_CHUNK_SLACK_GZIP)
    problems.push(
      `the email page's first chunk is ${emailGzip - plainGzip} gzip bytes over the plain page's (at most ${EMAIL_FIRST_CHUNK_SLACK_GZIP})`,
    )
  return { ok: problems.length === 0, plainGzip, emailGzip, problems }
}
