import { expect, test } from 'vitest'
import { checkEmailFirstChunk, EMAIL_FIRST_CHUNK_SLACK_GZIP } from './checkEmailFirstChunk'
import type { ProductSize } from './measureProduct'

type Built = Extract<ProductSize, { ok: true }>

/** A measured page with `gzip` initial bytes made of `composition` (source bytes by package). */
function page(product: Built['product'], gzip: number, composition: Record<string, number>): Built {
  return {
    product,
    ok: true,
    versions: {},
    initialComposition: composition,
    size: {
      initial: { minified: gzip * 3, gzip, files: [] },
      all: { minified: gzip * 5, gzip: gzip * 2, files: 1 },
      initialCss: { minified: 0, gzip: 0 },
      lazy: {},
    },
  }
}

const plain = page('portico', 121_659, { '@portico/core': 105_464, react: 7_000, '(the page itself)': 1_873 })

test('the page with email and socials passes with the same packages and a few bytes of its own option', () => {
  const email = page('portico-email', 121_946, { ...plain.initialComposition, '(the page itself)': 2_025 })
  expect(checkEmailFirstChunk(plain, email)).toEqual({
    ok: true,
    plainGzip: 121_659,
    emailGzip: 121_946,
    problems: [],
  })
})

test('embedded-wallet code in the first chunk fails, even when it is small', () => {
  const email = page('portico-email', 121_700, {
    ...plain.initialComposition,
    '@portico/embedded-wallet': 90,
  })
  const check = checkEmailFirstChunk(plain, email)
  expect(check.ok).toBe(false)
  expect(check.problems).toEqual(["@portico/embedded-wallet is in the email page's first chunk"])
})

test('another package pulled into the first chunk fails and is named', () => {
  const email = page('portico-email', 121_700, { ...plain.initialComposition, '@noble/curves': 40 })
  expect(checkEmailFirstChunk(plain, email).problems).toEqual([
    "the email page's first chunk holds packages the plain page's lacks: @noble/curves",
  ])
})

test('more bytes than the slack fail, with how many', () => {
  const over = plain.size.initial.gzip + EMAIL_FIRST_CHUNK_SLACK_GZIP + 1
  const email = page('portico-email', over, plain.initialComposition)
  expect(checkEmailFirstChunk(plain, email).problems).toEqual([
    `the email page's first chunk is ${EMAIL_FIRST_CHUNK_SLACK_GZIP + 1} gzip bytes over the plain page's (at most ${EMAIL_FIRST_CHUNK_SLACK_GZIP})`,
  ])
  const atSlack = page('portico-email', over - 1, plain.initialComposition)
  expect(checkEmailFirstChunk(plain, atSlack).ok).toBe(true)
})
