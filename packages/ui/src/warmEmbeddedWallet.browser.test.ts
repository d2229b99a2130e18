import type { PorticoClient } from '@portico/core'
import { createTestEmbeddedWallet } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { resetPage, setupModal, WAIT } from '../test/modalHarness'

afterEach(resetPage)

const setSocials = (client: PorticoClient, email: boolean, socials: false | ['google']) =>
  client.stores.features.setState((state) => ({ features: { ...state.features, email, socials } }))

// Connect's social buttons need the bridge's code before a click; idle time loads it, not the open.
test('with email or socials on, the idle page loads the embedded wallet’s bridge before any open', async () => {
  const frame = createTestEmbeddedWallet()
  const load = vi.fn(frame.load)
  const { client } = await setupModal({
    options: {
      embeddedWallet: { frameUrl: 'http://127.0.0.1:4100/', load },
      features: { email: false, socials: false },
    },
    ui: { preload: 'idle' },
  })
  expect(client.stores.features.getState().features).toMatchObject({ email: false, socials: false })
  await new Promise((resolve) => setTimeout(resolve, 300))
  // Off in the project's configuration: nothing loads.
  expect(load).not.toHaveBeenCalled()
  setSocials(client, false, ['google'])
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), WAIT)
  expect(client.stores.modal.getState().open).toBe(false)
  // Code only: the secure frame's iframe waits for its first request (SPEC §4).
  expect(document.querySelector('iframe')).toBeNull()
})
