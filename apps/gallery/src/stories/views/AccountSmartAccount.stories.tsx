import { createTestEmbeddedWallet } from '@portico/core/testing'
import type { Meta } from '@storybook/react-vite'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { hasText, rightToLeft } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/AccountSmartAccount' } satisfies Meta

const EMAIL = 'ada@harbour.test'

/**
 * Logged in by email through the scripted secure frame, smart accounts on Ethereum (the gallery's
 * first network), Account open; `eoa` is the host's `defaultAccountTypes.eip155`.
 */
const embeddedAccount = ({ eoa = false } = {}) => {
  // A fresh frame each time the story renders (light, then dark): its 30 s cooldown is per frame.
  const frameFor = () => createTestEmbeddedWallet({ smartAccountNetworks: [1] })
  let frame = frameFor()
  return {
    options: {
      embeddedWallet: { frameUrl: 'http://127.0.0.1:4100/', load: () => frame.load() },
      ...(eoa ? { defaultAccountTypes: { eip155: 'eoa' as const } } : {}),
    },
    prepare: async ({ client }: GalleryClient) => {
      frame = frameFor()
      client.stores.features.setState((state) => ({ features: { ...state.features, email: true } }))
      const wallet = await client.embeddedWallet()
      await wallet.requestEmailCode(EMAIL)
      frame.typeCode(frame.codeFor(EMAIL) ?? '')
      await wallet.awaitEmailCode()
    },
  }
}

/** SPEC §9's default: the smart account is active, and the way back to the EOA is offered. */
export const SmartAccountActive = modalStory({
  ...embeddedAccount(),
  settled: hasText('Switch to your EOA'),
})
/** `defaultAccountTypes: { eip155: 'eoa' }` (appkit #5398): the EOA is active, the smart account offered. */
export const EoaActive = modalStory({
  ...embeddedAccount({ eoa: true }),
  settled: hasText('Switch to your smart account'),
})
/** locale: 'ar'. */
export const Arabic = modalStory({
  ...embeddedAccount(),
  locale: 'ar',
  settled: rightToLeft(hasText('التبديل إلى حساب EOA الخاص بك')),
})
/** locale: 'ja'. */
export const Japanese = modalStory({
  ...embeddedAccount({ eoa: true }),
  locale: 'ja',
  settled: hasText('スマートアカウントに切り替える'),
})
