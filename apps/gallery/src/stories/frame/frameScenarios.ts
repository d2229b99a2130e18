import {
  createApprovalQueue,
  createApprovalView,
  createCodeEntry,
  createKeyExportView,
  createPasskeyView,
  describeHeldRequest,
  type ExportableKeys,
  type HeldRequest,
  type PasskeyPrompt,
} from '@portico/embedded-wallet/frame-views'
import type { FrameParts, FrameScenario } from '../../harness/FrameStage'

type Request = { namespace: 'eip155' | 'solana'; method: string; params?: unknown }

const held = (request: Request, index: number): HeldRequest => ({
  id: `request-${index}`,
  method: request.method,
  // Read from the very parameters, as the frame reads what it signs.
  details: describeHeldRequest(request),
  network: request.namespace === 'solana' ? 'Solana' : 'eip155:1',
})

/** The frame's approval view holding `requests` (the first shown); settled once Approve is enabled. */
export function approving(requests: readonly Request[], locale?: string): FrameScenario {
  return {
    locale,
    draw: ({ document, words }: FrameParts) => {
      const queue = createApprovalQueue((list) => view.render(list))
      const view = createApprovalView({ document, words, queue: () => queue, postHeight: () => undefined })
      for (const [index, request] of requests.entries())
        void queue.hold(held(request, index)).catch(() => undefined)
    },
    // Approve opens once the request has been visible a moment (the click guard): the screenshot shows it open.
    settled: (document) => document.querySelector<HTMLButtonElement>('button.approve')?.disabled === false,
  }
}

/**
 * The frame's code field, asked for, with `typed` in it as the person typed it; `refused` as after the cloud
 * said the code is wrong. (Busy, after the person's own submit, is the host's spinner: no script can submit.)
 */
export function codeEntry({ typed = '', refused = false } = {}, locale?: string): FrameScenario {
  return {
    locale,
    draw: ({ document, words }: FrameParts) => {
      const entry = createCodeEntry({ document, words, onHeight: () => undefined })
      void entry.ask().catch(() => undefined)
      const input = document.querySelector<HTMLInputElement>('#portico-code')
      if (input) input.value = typed
      if (refused) entry.refused()
    },
    settled: (document) => document.querySelector('form.code:not([hidden])') !== null,
  }
}

/** Keys of no real wallet: a key of repeated bytes, a secret key of one digit, the BIP-39 test phrase. */
const KEYS: ExportableKeys = {
  evmPrivateKey: `0x${'ab'.repeat(32)}`,
  solanaSecretKey: '4'.repeat(88),
  recoveryPhrase: 'abandon ability able about above absent absorb abstract absurd abuse access accident',
}

/** The frame's key export, showing the keys under their warning. */
export function keyExport(locale?: string): FrameScenario {
  return {
    locale,
    draw: ({ document, words }: FrameParts) => {
      const view = createKeyExportView({
        document,
        words,
        onHeight: () => undefined,
        copy: async () => undefined,
      })
      void view.show(KEYS).catch(() => undefined)
    },
    settled: (document) => document.querySelector('div.export:not([hidden]) pre') !== null,
  }
}

/** The frame's passkey prompt: adding one from Account, or using it to open the wallet on a new device. */
export function passkeyPrompt(prompt: PasskeyPrompt, locale?: string): FrameScenario {
  return {
    locale,
    draw: ({ document, words }: FrameParts) => {
      const view = createPasskeyView({ document, words, onHeight: () => undefined })
      void view.ask(prompt, async () => undefined).catch(() => undefined)
    },
    settled: (document) => document.querySelector('div.passkey:not([hidden]) button') !== null,
  }
}
