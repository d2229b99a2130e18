import type { EmbeddedWallet } from '@portico/core'
import { createTestEmbeddedWallet } from '@portico/core/testing'
import type { Meta } from '@storybook/react-vite'
import { catalogueWallets } from '../../fixtures/catalogueWallets'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { connectedBefore, has, hasText, rightToLeft, rows } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/Connect' } satisfies Meta

type TestEmbeddedWallet = ReturnType<typeof createTestEmbeddedWallet>

const wallets = catalogueWallets(12)

/** Announced wallets, a recent one marked, and the catalogue's recommended wallets after them. */
export const Filled = modalStory({
  cloud: { catalogue: 'filled', wallets },
  prepare: connectedBefore,
  settled: (shadow) => rows(7)(shadow) && !has('[role="status"]')(shadow),
})
/** The catalogue has not answered: what is known paints at once, skeletons hold the catalogue's place. */
export const Loading = modalStory({
  cloud: { catalogue: 'loading', wallets },
  settled: has('[role="status"]'),
})
/** No wallet announced and no cloud: the view says so and still offers All Wallets. */
export const Empty = modalStory({ connectors: [], settled: hasText('No wallets found') })
/** The catalogue failed: the announced wallets stay, nothing pretends to load. */
export const ErrorState = modalStory({
  cloud: { catalogue: 'error', wallets },
  settled: (shadow) => rows(3)(shadow) && !has('[role="status"]')(shadow),
})
/** locale: 'es' (SPEC §2 strings from the Spanish chunk). */
export const Spanish = modalStory({
  locale: 'es',
  cloud: { catalogue: 'filled', wallets },
  settled: (shadow) => rows(7)(shadow) && !has('[role="status"]')(shadow),
})
/** locale: 'zh-CN' (its glyphs from the CJK font `npm test` installs). */
export const SimplifiedChinese = modalStory({
  locale: 'zh-CN',
  cloud: { catalogue: 'filled', wallets },
  settled: (shadow) => rows(7)(shadow) && !has('[role="status"]')(shadow),
})
/** locale: 'ar': SPEC §2's modal laid out right to left (its glyphs from the gallery's pinned Noto Sans Arabic). */
export const Arabic = modalStory({
  locale: 'ar',
  cloud: { catalogue: 'filled', wallets },
  prepare: connectedBefore,
  settled: rightToLeft((shadow) => rows(7)(shadow) && !has('[role="status"]')(shadow)),
})
/** locale: 'ja' (its glyphs from the gallery's pinned Noto Sans JP). */
export const Japanese = modalStory({
  locale: 'ja',
  cloud: { catalogue: 'filled', wallets },
  prepare: connectedBefore,
  settled: (shadow) => rows(7)(shadow) && !has('[role="status"]')(shadow),
})

/**
 * Social login with the embedded wallet (the scripted secure frame; the real popup needs the cloud
 * and a provider), the project's socials on. A fresh frame each time the story renders (light, then dark).
 */
const withSocials = (then?: (wallet: EmbeddedWallet, frame: TestEmbeddedWallet) => void) => {
  let frame = createTestEmbeddedWallet()
  return {
    connectors: [],
    options: { embeddedWallet: { frameUrl: 'http://127.0.0.1:4100/', load: () => frame.load() } },
    prepare: async ({ client }: GalleryClient) => {
      frame = createTestEmbeddedWallet()
      client.stores.features.setState((state) => ({
        features: {
          ...state.features,
          email: true,
          socials: ['google', 'x', 'discord', 'github', 'apple', 'facebook'],
        },
      }))
      await (await client.embeddedWallet()).prepareSocialLogin()
    },
    afterOpen: async ({ client }: GalleryClient) => then?.(await client.embeddedWallet(), frame),
  }
}
const socialButtonsReady = has('ul[aria-label="Social login"] button:not([disabled])')

/** SPEC §2: email, then the social buttons (each with its mark), then the wallets. */
export const Socials = modalStory({ ...withSocials(), settled: socialButtonsReady })
/** The popup is open: its button spins and every button waits. */
export const SocialBusy = modalStory({
  ...withSocials((wallet, frame) => {
    // Held open for the screenshot; the story never lets it end.
    frame.holdNextSocialPopup()
    void wallet.connectSocial('google')
  }),
  settled: has('[role="status"][aria-label="Waiting for Google"]'),
})
/** SPEC §8: the visitor closed the popup. */
export const SocialPopupClosed = modalStory({
  ...withSocials((wallet, frame) => {
    frame.nextSocialOutcome('closed')
    void wallet.connectSocial('x')
  }),
  settled: (shadow) => socialButtonsReady(shadow) && hasText('Popup closed')(shadow),
})
