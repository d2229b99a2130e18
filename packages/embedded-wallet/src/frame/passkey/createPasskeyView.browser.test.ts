import { REQUEST_WAS_ABORTED } from '@portico/core'
import { afterEach, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { FrameError, PASSKEY_NOT_USED_MESSAGE } from '../frameErrors'
import { en } from '../text/en'
import { createFrameAppearance } from '../text/frameAppearance'
import { createPasskeyView } from './createPasskeyView'

// The frame's passkey prompt in a real document (Chromium), clicked as the person does, and as a script does.
afterEach(() => document.body.replaceChildren())

function open() {
  const heights: number[] = []
  const view = createPasskeyView({
    document,
    words: createFrameAppearance(document),
    onHeight: (h) => heights.push(h),
  })
  const region = (name: string) =>
    [...document.querySelectorAll<HTMLElement>('[role="region"]')].find(
      (element) =>
        document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent === name,
    )
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find(
      (element) => element.textContent === name,
    ) as HTMLButtonElement
  const alert = () => document.querySelector('[role="alert"]')?.textContent
  return { view, heights, region, button, alert }
}

test('the person’s click runs the ceremony; a failed try says why and keeps the button; a good one hides the prompt', async () => {
  const { view, heights, region, button, alert } = open()
  let tries = 0
  const asked = view.ask('use', async () => {
    tries += 1
    if (tries === 1) throw new Error('NotAllowedError')
  })
  expect(region(en['passkey.useTitle'])?.textContent).toContain(en['passkey.useText'])
  expect(heights.at(-1)).toBeGreaterThan(0)

  await userEvent.click(button(en['passkey.use']))
  await expect.poll(alert).toBe(PASSKEY_NOT_USED_MESSAGE)
  expect(button(en['passkey.use']).disabled).toBe(false)

  await userEvent.click(button(en['passkey.use']))
  await asked
  expect(tries).toBe(2)
  expect(region(en['passkey.useTitle'])).toBeUndefined()
  expect(heights.at(-1)).toBe(0)
})

test('a click made by a script, not the person, starts no ceremony', async () => {
  const { view, region, button } = open()
  let tries = 0
  void view.ask('add', async () => {
    tries += 1
  })
  button(en['passkey.add']).click()
  button(en['passkey.add']).dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(tries).toBe(0)
  expect(region(en['passkey.addTitle'])).toBeDefined()
})

test('a frame error’s own words are shown; a close ends the wait aborted and hides the prompt', async () => {
  const { view, button, alert, region } = open()
  const asked = view.ask('add', async () => {
    throw new FrameError('This browser cannot use passkeys: open your wallet in another browser')
  })
  await userEvent.click(button(en['passkey.add']))
  await expect.poll(alert).toBe('This browser cannot use passkeys: open your wallet in another browser')
  view.close()
  await expect(asked).rejects.toThrow(REQUEST_WAS_ABORTED)
  expect(region(en['passkey.addTitle'])).toBeUndefined()
})
