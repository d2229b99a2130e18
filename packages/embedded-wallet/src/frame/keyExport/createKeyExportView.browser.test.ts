import { REQUEST_WAS_ABORTED } from '@portico/core'
import { afterEach, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { en } from '../text/en'
import { createFrameAppearance } from '../text/frameAppearance'
import { createKeyExportView } from './createKeyExportView'
import type { ExportableKeys } from './exportableKeys'

// The frame's export view in a real document (Chromium), clicked as the person does.
afterEach(() => document.body.replaceChildren())

const KEYS: ExportableKeys = {
  evmPrivateKey: `0x${'ab'.repeat(32)}`,
  solanaSecretKey: '4'.repeat(88),
  recoveryPhrase: 'abandon ability able about above absent absorb abstract absurd abuse access accident',
}

function open() {
  const heights: number[] = []
  const copied: string[] = []
  const view = createKeyExportView({
    document,
    words: createFrameAppearance(document),
    onHeight: (height) => heights.push(height),
    copy: async (text) => void copied.push(text),
  })
  const region = () => document.querySelector<HTMLElement>('[role="region"][aria-label="Export wallet"]')
  const button = (name: string) =>
    Array.from(region()?.querySelectorAll('button') ?? []).find(
      (candidate) => (candidate.ariaLabel ?? candidate.textContent) === name,
    ) as HTMLButtonElement
  return { view, heights, copied, region, button }
}

test('shown, it has the warning and each value with its own copy button; the person’s Done wipes them all', async () => {
  const { view, heights, copied, region, button } = open()
  expect(region()?.hidden).toBe(true)
  const done = view.show(KEYS)
  expect(region()?.hidden).toBe(false)
  expect(heights.at(-1)).toBeGreaterThan(0)
  expect(region()?.textContent).toContain(en['export.warning'])
  expect(region()?.querySelector('[aria-label="EVM private key"]')?.textContent).toBe(KEYS.evmPrivateKey)
  expect(region()?.querySelector('[aria-label="Solana secret key"]')?.textContent).toBe(KEYS.solanaSecretKey)
  expect(region()?.querySelector('[aria-label="Recovery phrase"]')?.textContent).toBe(KEYS.recoveryPhrase)

  await userEvent.click(button('Copy Solana secret key'))
  await expect.poll(() => copied).toEqual([KEYS.solanaSecretKey])

  await userEvent.click(button('Done'))
  await done
  expect(region()?.hidden).toBe(true)
  expect(document.body.textContent).not.toContain(KEYS.evmPrivateKey)
  expect(heights.at(-1)).toBe(0)
})

test('a click made by a script, not the person, neither copies nor ends the view', async () => {
  const { view, copied, region, button } = open()
  void view.show(KEYS)
  // Both handlers act synchronously on a click they accept: nothing happened here.
  button('Copy EVM private key').click()
  button('Done').click()
  expect(copied).toEqual([])
  expect(region()?.hidden).toBe(false)
  expect(region()?.textContent).toContain(KEYS.evmPrivateKey)
})

test('closed (a cancel or sign-out), the keys go and the waiting show ends aborted', async () => {
  const { view, region } = open()
  const shown = view.show(KEYS)
  view.close()
  await expect(shown).rejects.toThrow(REQUEST_WAS_ABORTED)
  expect(region()?.hidden).toBe(true)
  expect(document.body.textContent).not.toContain(KEYS.recoveryPhrase)
})
