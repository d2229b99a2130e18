import { createTestEmbeddedWallet } from '@portico/core/testing'
import type { Meta } from '@storybook/react-vite'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { hasText, rightToLeft } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/ApproveTransaction' } satisfies Meta

const EMAIL = 'ada@harbour.test'
const ADDRESS = '0x2222222222222222222222222222222222222222'

/** Approve in the stories' locales (en, ja, ar). */
const APPROVE_LABELS = ['Approve', '承認', 'موافقة']
/** Painted, and past Approve's first 500 ms (so the screenshot is of the view as a person acts on it). */
const approvable = (settled: (shadow: ShadowRoot) => boolean) => (shadow: ShadowRoot) =>
  settled(shadow) &&
  Array.from(shadow.querySelectorAll('button')).some(
    (button) => APPROVE_LABELS.includes(button.textContent ?? '') && !button.disabled,
  )

type Request = { method: string; params: unknown }

/** Logged in through the scripted secure frame, then a request the visitor must approve (issue 18). */
const asked = (request: Request) => {
  // A fresh frame each time the story renders (light, then dark): its 30 s cooldown is per frame.
  let frame = createTestEmbeddedWallet()
  return {
    options: { embeddedWallet: { frameUrl: 'http://127.0.0.1:4100/', load: () => frame.load() } },
    prepare: async ({ client }: GalleryClient) => {
      frame = createTestEmbeddedWallet()
      client.stores.features.setState((state) => ({ features: { ...state.features, email: true } }))
      const wallet = await client.embeddedWallet()
      await wallet.requestEmailCode(EMAIL)
      await wallet.verifyEmailCode(frame.codeFor(EMAIL) ?? '')
    },
    afterOpen: ({ client }: GalleryClient) => {
      const provider = client.getProvider('eip155') as { request: (request: Request) => Promise<unknown> }
      // The story never answers it; a rejection when the story ends is expected.
      provider.request(request).catch(() => undefined)
    },
  }
}

const signMessage = () =>
  asked({
    method: 'personal_sign',
    params: ['0x48656c6c6f2066726f6d204861726275722046696e616e6365', ADDRESS],
  })

/** A message to sign, as text. */
export const SignMessage = modalStory({
  ...signMessage(),
  settled: approvable(hasText('Hello from Harbur Finance')),
})
/** EIP-712 typed data: the app, the type and each field. */
export const TypedData = modalStory({
  ...asked({
    method: 'eth_signTypedData_v4',
    params: [
      ADDRESS,
      JSON.stringify({
        domain: { name: 'Harbour Finance', chainId: 1 },
        primaryType: 'Order',
        types: { Order: [{ name: 'amount', type: 'uint256' }] },
        message: { amount: '250', market: 'ETH/USDC' },
      }),
    ],
  }),
  settled: approvable(hasText('Sign structured data')),
})
/** A transfer of 0.01 ETH: amount, receiver and network. */
export const Transfer = modalStory({
  ...asked({
    method: 'eth_sendTransaction',
    params: [{ from: ADDRESS, to: '0x1234567890abcdef1234567890abcdef12345678', value: '0x2386f26fc10000' }],
  }),
  settled: approvable(hasText('Send 0.01 ETH')),
})
/** A Solana transfer, as core describes it (the gallery's client has no Solana adapter). */
export const SolanaTransfer = modalStory({
  ...asked({ method: 'personal_sign', params: ['0x00', ADDRESS] }),
  afterOpen: async ({ client }) => {
    ;(await client.embeddedWallet()).stores.pendingRequest.getState().set([
      {
        id: 1,
        namespace: 'solana',
        method: 'solana_signTransaction',
        network: { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana' },
        details: {
          kind: 'solanaTransaction',
          size: 215,
          transfers: [
            {
              to: 'CktRuQ2mttgRGkXJtyksdKHjUdc2C4TgDzyB98oEzy8',
              value: '250000000',
              amount: '0.25',
              symbol: 'SOL',
            },
          ],
        },
        status: 'waiting',
      },
    ])
    client.stores.router.getState().push('ApproveTransaction')
  },
  settled: approvable(hasText('Send 0.25 SOL')),
})
/** locale: 'ar'. */
export const Arabic = modalStory({
  ...signMessage(),
  locale: 'ar',
  settled: approvable(rightToLeft(hasText('وقّع هذه الرسالة'))),
})
/** locale: 'ja'. */
export const Japanese = modalStory({
  ...signMessage(),
  locale: 'ja',
  settled: approvable(hasText('このメッセージに署名')),
})
