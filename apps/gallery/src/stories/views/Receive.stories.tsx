import type { Meta } from '@storybook/react-vite'
import { HISTORY, TOKENS } from '../../fixtures/accountFixtures'
import { connectLumenWithBalances, goTo, has, hasText, rightToLeft } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/Receive' } satisfies Meta

const cloud = { balances: 'filled', tokens: TOKENS, history: 'filled', transactions: HISTORY } as const

/** Reached from the Account view's Receive button, so Back shows; the cloud's tokens are listed. */
const receive = {
  cloud,
  prepare: connectLumenWithBalances,
  afterOpen: goTo('Receive'),
} as const

const qrShown = has('.pc-qr svg[role="img"]')

/** The address as a QR code, in full with its copy button, the network and the tokens it takes. */
export const Filled = modalStory({
  ...receive,
  settled: (shadow) => qrShown(shadow) && hasText('ETH, DUSD, DDL')(shadow),
})
/** locale: 'ar': the address stays left to right inside the right-to-left view. */
export const Arabic = modalStory({ ...receive, locale: 'ar', settled: rightToLeft(qrShown) })
/** locale: 'ja'. */
export const Japanese = modalStory({ ...receive, locale: 'ja', settled: qrShown })
