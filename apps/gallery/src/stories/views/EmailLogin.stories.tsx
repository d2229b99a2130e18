import { createTestEmbeddedWallet } from '@portico/core/testing'
import type { Meta } from '@storybook/react-vite'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { hasText, rightToLeft } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/EmailLogin' } satisfies Meta

const EMAIL = 'ada@harbour.test'

/** The story's scripted secure frame, renewed each time it renders (light, then dark: its 30 s cooldown is per frame). */
type FrameHolder = { current: ReturnType<typeof createTestEmbeddedWallet> }
const newFrame = (): FrameHolder => ({ current: createTestEmbeddedWallet() })

/** The scripted secure frame (the real one needs its own origin and the cloud), email on. */
const emailLogin = (frame = newFrame()) => ({
  view: 'EmailLogin' as const,
  options: { embeddedWallet: { frameUrl: 'http://127.0.0.1:4100/', load: () => frame.current.load() } },
  // SPEC §5: email counts as enabled only when the project's configuration says so.
  prepare: ({ client }: GalleryClient) => {
    frame.current = createTestEmbeddedWallet()
    client.stores.features.setState((state) => ({ features: { ...state.features, email: true } }))
  },
})

/** The code was sent: the code step, with the server's 30 s cooldown on Resend. */
const codeSent = (frame = newFrame()) => {
  const scenario = emailLogin(frame)
  return {
    ...scenario,
    prepare: async (gallery: GalleryClient) => {
      scenario.prepare(gallery)
      await (await gallery.client.embeddedWallet()).requestEmailCode(EMAIL)
    },
  }
}

/** The email step as it opens. */
export const EmailStep = modalStory({ ...emailLogin(), settled: hasText('Email') })
/** SPEC §5: a malformed address, refused before any request. */
export const InvalidEmail = modalStory({
  ...emailLogin(),
  afterOpen: async ({ client }) => void (await (await client.embeddedWallet()).requestEmailCode('ada@')),
  settled: hasText('Enter a valid email address'),
})
/** The code step, Resend waiting out the cooldown ('Please try again after {n} seconds'). */
export const CodeStepCooldown = modalStory({ ...codeSent(), settled: hasText('Please try again after') })
/** A wrong code typed in the frame (which the gallery does not run): the frame's own message under its slot. */
const wrongCodeFrame = newFrame()
export const WrongCode = modalStory({
  ...codeSent(wrongCodeFrame),
  afterOpen: () => wrongCodeFrame.current.typeCode('000000'),
  settled: hasText('Wrong code'),
})
/** locale: 'ar'. */
export const Arabic = modalStory({
  ...codeSent(),
  locale: 'ar',
  settled: rightToLeft(hasText('أُرسل الرمز إلى')),
})
/** locale: 'ja'. */
export const Japanese = modalStory({
  ...codeSent(),
  locale: 'ja',
  settled: hasText('にコードを送信しました'),
})
