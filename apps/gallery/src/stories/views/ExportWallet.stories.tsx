import { createTestEmbeddedWallet } from '@portico/core/testing'
import type { Meta } from '@storybook/react-vite'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { hasText, rightToLeft } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/ExportWallet' } satisfies Meta

const EMAIL = 'ada@harbour.test'

/**
 * Logged in by email through the scripted secure frame (the real one needs its own origin and the cloud), then
 * Account → Export wallet: the code is mailed and the view waits for it in the frame, which draws the keys.
 */
const exporting = () => {
  // A fresh frame each time the story renders (light, then dark): its code cooldown is per frame.
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
    afterOpen: async ({ client }: GalleryClient) => {
      client.stores.router.getState().push('ExportWallet')
    },
  }
}

/** The way in: Account shows Export wallet for a wallet logged in by email. */
export const FromAccount = modalStory({
  ...exporting(),
  afterOpen: undefined,
  settled: hasText('Export wallet'),
})
/** The export code mailed: the view says where, and the secure frame takes the code (and then shows the keys). */
export const CodeSent = modalStory({ ...exporting(), settled: hasText(`Enter the code sent to ${EMAIL}`) })
/** locale: 'ar'. */
export const Arabic = modalStory({
  ...exporting(),
  locale: 'ar',
  settled: rightToLeft(hasText('أدخل الرمز المرسل إلى')),
})
/** locale: 'ja'. */
export const Japanese = modalStory({
  ...exporting(),
  locale: 'ja',
  settled: hasText('に送信されたコードを入力すると鍵が表示されます'),
})
