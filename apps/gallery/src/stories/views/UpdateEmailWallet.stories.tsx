import type { EmbeddedWallet } from '@portico/core'
import { createTestEmbeddedWallet } from '@portico/core/testing'
import type { Meta } from '@storybook/react-vite'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { hasText, rightToLeft } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/UpdateEmailWallet' } satisfies Meta

const EMAIL = 'ada@harbour.test'
const NEW_EMAIL = 'lovelace@harbour.test'

type Frame = ReturnType<typeof createTestEmbeddedWallet>
type Step = (wallet: EmbeddedWallet, frame: Frame) => Promise<unknown>

/**
 * Logged in by email through the scripted secure frame (the real one needs its own origin and the
 * cloud), Account open, then Change email; `steps` run the view's steps as a visitor would.
 */
const changingEmail = (...steps: Step[]) => {
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
    afterOpen: async ({ client }: GalleryClient) => {
      client.stores.router.getState().push('UpdateEmailWallet')
      const wallet = await client.embeddedWallet()
      for (const step of steps) await step(wallet, frame)
    },
  }
}

const newEmail: Step = (wallet) => wallet.updateEmail(NEW_EMAIL)
// Each code is typed in the secure frame's own field (the gallery does not run the frame; the view waits for it).
const primaryCode: Step = async (_wallet, frame) => frame.typeCode(frame.codeFor(EMAIL) ?? '')
const secondaryCode: Step = async (_wallet, frame) => {
  // The new address's code is mailed once the frame accepted the first one.
  while (!frame.codeFor(NEW_EMAIL)) await new Promise((resolve) => setTimeout(resolve, 20))
  frame.typeCode(frame.codeFor(NEW_EMAIL) ?? '')
}

/** The way in: Account shows the embedded wallet's email, with Change email beside it. */
export const FromAccount = modalStory({
  ...changingEmail(),
  afterOpen: undefined,
  settled: (shadow) => hasText(EMAIL)(shadow) && hasText('Change email')(shadow),
})
/** The new address, as the view opens from Account. */
export const NewEmail = modalStory({ ...changingEmail(), settled: hasText('New email') })
/** SPEC §5: a malformed address, refused before anything is sent. */
export const InvalidEmail = modalStory({
  ...changingEmail((wallet) => wallet.updateEmail('ada@')),
  settled: hasText('Enter a valid email address'),
})
/** The code mailed to the address in use (VERIFY_PRIMARY_OTP). */
export const CurrentAddressCode = modalStory({
  ...changingEmail(newEmail),
  settled: hasText(`Enter the code sent to ${EMAIL}`),
})
/** A wrong code: the frame's own message, the step kept. */
export const WrongCode = modalStory({
  ...changingEmail(newEmail, async (_wallet, frame) => frame.typeCode('000000')),
  settled: hasText('Wrong code'),
})
/** The code mailed to the new address (VERIFY_SECONDARY_OTP). */
export const NewAddressCode = modalStory({
  ...changingEmail(newEmail, primaryCode),
  settled: hasText(`Now the code sent to ${NEW_EMAIL}`),
})
/** Done: the account's user already shows the new address. */
export const Done = modalStory({
  ...changingEmail(newEmail, primaryCode, secondaryCode),
  settled: hasText(`Your email is now ${NEW_EMAIL}`),
})
/** locale: 'ar'. */
export const Arabic = modalStory({
  ...changingEmail(newEmail),
  locale: 'ar',
  settled: rightToLeft(hasText('أدخل الرمز المرسل إلى')),
})
/** locale: 'ja'. */
export const Japanese = modalStory({
  ...changingEmail(newEmail),
  locale: 'ja',
  settled: hasText('に送られたコードを入力'),
})
