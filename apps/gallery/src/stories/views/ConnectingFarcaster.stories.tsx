import { createTestEmbeddedWallet } from '@portico/core/testing'
import type { Meta } from '@storybook/react-vite'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { has, hasText, rightToLeft } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/ConnectingFarcaster' } satisfies Meta

type Frame = ReturnType<typeof createTestEmbeddedWallet>

/**
 * Sign In With Farcaster through the scripted secure frame (the real one needs the cloud, a relay
 * and the Farcaster app), farcaster among the project's socials; `script` decides how the sign-in ends.
 * A fresh frame each time the story renders (light, then dark).
 */
const signingIn = (script: (frame: Frame) => void, frameClock?: () => number) => {
  const fresh = () => createTestEmbeddedWallet(frameClock ? { now: frameClock } : {})
  let frame = fresh()
  return {
    connectors: [],
    options: { embeddedWallet: { frameUrl: 'http://127.0.0.1:4100/', load: () => frame.load() } },
    prepare: async ({ client }: GalleryClient) => {
      frame = fresh()
      script(frame)
      client.stores.features.setState((state) => ({
        features: { ...state.features, socials: ['google', 'farcaster'] },
      }))
    },
    afterOpen: async ({ client }: GalleryClient) =>
      client.stores.router.getState().push('ConnectingFarcaster'),
  }
}
// The person never scans: the wait lasts as long as the story.
const waiting = (frame: Frame) => void frame.holdNextFarcaster()
const qrShown = has('figure.pc-qr svg[role="img"]')

/** The Sign In With Farcaster QR, waiting for the Farcaster app. */
export const Waiting = modalStory({ ...signingIn(waiting), settled: qrShown })
/** The link ran out before anyone scanned it (the frame's clock 10 minutes behind: its link ends now). */
export const Expired = modalStory({
  ...signingIn(waiting, () => Date.now() - 600_000),
  settled: hasText('This code expired'),
})
/** SPEC §8: the cloud refused the answer (not the fid's custody). */
export const Failed = modalStory({
  ...signingIn((frame) =>
    frame.refuseNextFarcaster("The Farcaster sign-in was not signed by the fid's custody address"),
  ),
  settled: hasText('Failed to connect to farcaster'),
})
/** locale: 'ar'. */
export const Arabic = modalStory({
  ...signingIn(waiting),
  locale: 'ar',
  settled: rightToLeft((shadow) => qrShown(shadow) && hasText('بانتظار الموافقة في Farcaster')(shadow)),
})
/** locale: 'ja'. */
export const Japanese = modalStory({
  ...signingIn(waiting),
  locale: 'ja',
  settled: (shadow) => qrShown(shadow) && hasText('Farcasterでの承認を待っています')(shadow),
})
