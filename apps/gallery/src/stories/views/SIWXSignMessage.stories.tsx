import { createTestSiwx, userRejection } from '@portico/core/testing'
import type { Meta } from '@storybook/react-vite'
import { walletIcon } from '../../fixtures/walletIcon'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { connectLumen, hasText, rightToLeft } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/SIWXSignMessage' } satisfies Meta

/** SPEC §4: Lumen connected to a dapp that asks for a sign-in; the message is ready to read. */
const signInAsked = () => ({
  view: 'SIWXSignMessage' as const,
  options: {
    siwx: createTestSiwx().config,
    metadata: {
      name: 'Harbour Finance',
      description: '',
      url: 'https://harbour.test',
      icons: [walletIcon('H', '#0b6e4f')],
    },
  },
  prepare: connectLumen,
})

const clickButton = (name: string) => (_gallery: GalleryClient, shadow: ShadowRoot) => {
  const button = Array.from(shadow.querySelectorAll<HTMLButtonElement>('button')).find(
    (candidate) => candidate.textContent === name,
  )
  button?.click()
}

/** The view as it opens: who asks, what signing means, Sign and Cancel. */
export const Ready = modalStory({ ...signInAsked(), settled: hasText('Harbour Finance') })
/** "Show message": the text the wallet will sign. */
export const MessageShown = modalStory({
  ...signInAsked(),
  afterOpen: clickButton('Show message'),
  settled: hasText('wants you to sign in'),
})
/** Sign pressed; the wallet has not answered yet. */
export const Signing = modalStory({
  ...signInAsked(),
  afterOpen: ({ client, wallets }) => {
    wallets.pauseNext()
    void client.signIn()
  },
  settled: hasText('Approve the signature in your wallet'),
})
/** SPEC §8: the wallet refused; the view stays, ready for another try. */
export const SignatureRejected = modalStory({
  ...signInAsked(),
  afterOpen: ({ client, wallets }) => {
    wallets.failNext(userRejection())
    void client.signIn()
  },
  settled: hasText('Error signing message'),
})
/** locale: 'ar'. */
export const Arabic = modalStory({
  ...signInAsked(),
  locale: 'ar',
  settled: rightToLeft(hasText('تسجيل الدخول')),
})
/** locale: 'ja'. */
export const Japanese = modalStory({ ...signInAsked(), locale: 'ja', settled: hasText('サインイン') })
