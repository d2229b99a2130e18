import { expect, test } from 'vitest'
import { askSwapCloud } from './askSwapCloud'

// The swap entry is bundled on its own, so the cloud client's error class it meets is another copy.
const refusal = (error: string) =>
  Object.assign(new Error('/v1/convert/tokens answered 400'), { status: 400, body: { error } })

test("the cloud's 'Network not supported for Swaps' keeps SPEC §8's words and issue", async () => {
  await expect(
    askSwapCloud(
      () => Promise.reject(refusal('Network not supported for Swaps')),
      (body) => body,
    ),
  ).rejects.toMatchObject({ issue: 'unsupportedNetwork', shortMessage: 'Network not supported for Swaps' })
})

test("another refusal carries the cloud's words, not a status code", async () => {
  const words = 'No route for this swap: no pool on this chain trades these tokens'
  await expect(
    askSwapCloud(
      () => Promise.reject(refusal(words)),
      (body) => body,
    ),
  ).rejects.toMatchObject({
    issue: 'cloud',
    shortMessage: words,
  })
  await expect(
    askSwapCloud(
      () => Promise.reject(new TypeError('fetch failed')),
      (body) => body,
    ),
  ).rejects.toMatchObject({
    issue: 'cloud',
    shortMessage: 'fetch failed',
  })
})
