import { afterEach, expect, test, vi } from 'vitest'
import { commands } from 'vitest/browser'
import { setupWithCatalogue, stopCatalogues } from '../../../test/catalogueHarness'
import { modalShadow, resetPage, walletButtons } from '../../../test/modalHarness'
import { preloadModal } from '../../preloadModal'

// Its own file on purpose: Vitest gives each browser test file a fresh page, so the Connect view's
// chunk is not loaded yet when the modal opens, and the commit and frame it arrives in can be watched.

afterEach(async () => {
  resetPage()
  await stopCatalogues()
})

const CLOUD_DELAY_MS = 2_000
const ANNOUNCED = ['MetaMask', 'Rabby', 'Ledger Live']
const names = () => walletButtons().map((button) => button.querySelector('.pc-list-item__title')?.textContent)
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
const viewSkeleton = () => modalShadow()?.querySelector('.pc-view[data-view="Connect"] .pc-view-skeleton')

test('acceptance 4: with a cloud answering after 2 s, the Connect view paints the announced wallets in its first commit, within a frame of its chunk; the catalogue fills in after', async () => {
  // The shell preloads on idle in a host page (ARCHITECTURE.md "Loading"); the dev server compiles the
  // view's files ahead (fetching source does not run it), so a cold compile is not mistaken for the network.
  await preloadModal()
  await fetch(new URL('./ConnectView.tsx', import.meta.url))
  const { client, url } = await setupWithCatalogue({ hold: true })
  client.open()
  // The cloud answers 2 s after the open; nothing in the modal may wait for it.
  const answered = new Promise<void>((resolve) =>
    setTimeout(() => void commands.releaseCatalogue(url).then(resolve), CLOUD_DELAY_MS),
  )
  // The shell is up and the router waits on the view's chunk: its skeleton stands in the view's place.
  await vi.waitFor(() => expect(viewSkeleton()).toBeTruthy(), { timeout: 10_000, interval: 1 })
  expect(names()).toEqual([])

  // Every DOM change React commits, as it lands: the first commit without the skeleton is the view's first.
  let firstCommit: { rows: (string | null | undefined)[]; catalogueLoading: boolean } | undefined
  const shadow = modalShadow() as ShadowRoot
  const observer = new MutationObserver(() => {
    if (firstCommit || viewSkeleton()) return
    firstCommit = { rows: names(), catalogueLoading: client.stores.catalogue.getState().recommendedLoading }
  })
  observer.observe(shadow, { childList: true, subtree: true })
  // The same module the router is loading: this import settles when that chunk has arrived and run.
  await import('./ConnectView')
  let frames = 0
  while (!firstCommit && frames < 60) {
    await nextFrame()
    frames++
  }
  observer.disconnect()

  // The view rendered synchronously from core's store state: its very first commit has the rows.
  expect(firstCommit?.rows).toEqual(ANNOUNCED)
  // ...while the cloud had not answered: the catalogue's wallets were still loading, as skeletons.
  expect(firstCommit?.catalogueLoading).toBe(true)
  // React commits the lazy view in a task after the chunk resolves: the next frame, or the one after when
  // that task lands just past a frame's start; never a wait on anything else.
  expect(frames).toBeLessThanOrEqual(1)
  expect(modalShadow()?.querySelector('[role="status"][aria-label="Loading wallets"]')).not.toBeNull()

  await answered
  await vi.waitFor(
    () => expect(names()).toEqual([...ANNOUNCED, 'Wallet 001', 'Wallet 002', 'Wallet 003', 'Wallet 004']),
    { timeout: 10_000 },
  )
  expect(modalShadow()?.querySelector('[aria-label="Loading wallets"]')).toBeNull()
})
