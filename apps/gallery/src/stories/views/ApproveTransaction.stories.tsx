import { createTestEmbeddedWallet } from '@portico/core/testing'
import type { Meta } from '@storybook/react-vite'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { rightToLeft } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/ApproveTransaction' } satisfies Meta

const EMAIL = 'ada@harbour.test'
const ADDRESS = '0x2222222222222222222222222222222222222222'

/**
 * The view is the secure frame's slot: the modal's chrome, and the frame (another origin, which the gallery
 * does not run) drawn over the content box. Until the frame reports its height the slot shows a spinner.
 */
const waitingForFrame = (shadow: ShadowRoot) =>
  shadow.querySelector('.pc-frame-slot [role="status"]') !== null

/** Logged in through the scripted secure frame, then a message the person must approve in the frame. */
const asked = () => {
  // A fresh frame each time the story renders (light, then dark): its 30 s cooldown is per frame.
  let frame = createTestEmbeddedWallet()
  return {
    options: { embeddedWallet: { frameUrl: 'http://127.0.0.1:4100/', load: () => frame.load() } },
    prepare: async ({ client }: GalleryClient) => {
      frame = createTestEmbeddedWallet()
      client.stores.features.setState((state) => ({ features: { ...state.features, email: true } }))
      const wallet = await client.embeddedWallet()
      await wallet.requestEmailCode(EMAIL)
      frame.typeCode(frame.codeFor(EMAIL) ?? '')
      await wallet.awaitEmailCode()
    },
    afterOpen: ({ client }: GalleryClient) => {
      const provider = client.getProvider('eip155') as {
        request: (request: { method: string; params: unknown }) => Promise<unknown>
      }
      // The story never answers it; a rejection when the story ends is expected.
      provider.request({ method: 'personal_sign', params: ['0x48656c6c6f', ADDRESS] }).catch(() => undefined)
    },
  }
}

/** A request waits: the slot, before the frame has drawn it. */
export const WaitingForFrame = modalStory({ ...asked(), settled: waitingForFrame })
/** locale: 'ar'. */
export const Arabic = modalStory({ ...asked(), locale: 'ar', settled: rightToLeft(waitingForFrame) })
/** locale: 'ja'. */
export const Japanese = modalStory({ ...asked(), locale: 'ja', settled: waitingForFrame })
