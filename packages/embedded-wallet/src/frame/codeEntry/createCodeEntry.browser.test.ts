import { REQUEST_WAS_ABORTED } from '@portico/core'
import { afterEach, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { createFrameAppearance } from '../text/frameAppearance'
import { text as ar } from '../text/locales/ar'
import { createCodeEntry } from './createCodeEntry'

// The frame's code field in a real document (Chromium), typed into and submitted as the person does.
afterEach(() => document.body.replaceChildren())

function open() {
  const heights: number[] = []
  const words = createFrameAppearance(document)
  const entry = createCodeEntry({ document, words, onHeight: (height) => heights.push(height) })
  const input = () => document.querySelector<HTMLInputElement>('#portico-code') as HTMLInputElement
  const submit = () => document.querySelector<HTMLButtonElement>('form.code button') as HTMLButtonElement
  const wrong = () => document.querySelector<HTMLElement>('#portico-code-wrong') as HTMLElement
  return { entry, words, heights, input, submit, wrong }
}

const settled = <value>(promise: Promise<value>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
  )

test('asked, it shows a labelled one-time-code field for digits only; the person’s Continue gives the code', async () => {
  const { entry, heights, input, submit } = open()
  expect(input().closest('form')?.hidden).toBe(true)
  const asked = entry.ask()
  expect(input().closest('form')?.hidden).toBe(false)
  expect(heights.at(-1)).toBeGreaterThan(0)
  expect(document.querySelector(`label[for="${input().id}"]`)?.textContent).toBe('6-digit code')
  expect(input()).toMatchObject({ inputMode: 'numeric', autocomplete: 'one-time-code', maxLength: 6 })
  await userEvent.type(input(), '12a 34-56')
  expect(input().value).toBe('123456')
  await userEvent.click(submit())
  expect(await asked).toBe('123456')
  // Busy while the cloud checks it: nothing more can be typed or sent.
  expect(input().readOnly).toBe(true)
  expect(submit().disabled).toBe(true)
})

test('a submit event made by a script, not the person, gives nothing', async () => {
  // (Only the frame's own code runs in this document: a page script cannot reach it at all, as the demo's e2e
  // boundary tests show; this is the guard against a synthetic event all the same.)
  const { entry, input } = open()
  const asked = settled(entry.ask())
  await userEvent.type(input(), '654321')
  input()
    .closest('form')
    ?.dispatchEvent(new SubmitEvent('submit', { cancelable: true }))
  entry.close()
  expect(await asked).toEqual({ error: REQUEST_WAS_ABORTED })
})

test('a refused code stays for the person to correct, marked wrong until they type; a new code empties it', async () => {
  const { entry, input, submit, wrong } = open()
  const first = entry.ask()
  await userEvent.type(input(), '111111')
  await userEvent.click(submit())
  await first
  expect(wrong().hidden).toBe(true)
  entry.refused()
  expect(input().value).toBe('111111')
  expect(input().getAttribute('aria-invalid')).toBe('true')
  // Said in words as the field's description while the code is wrong (the modal announces the refusal).
  expect(wrong().hidden).toBe(false)
  expect(wrong().textContent).toBe('That code is not right. Check the digits and try again.')
  expect(input().getAttribute('aria-describedby')).toBe(wrong().id)
  expect(input().readOnly).toBe(false)
  const second = entry.ask()
  await userEvent.type(input(), '2')
  expect(input().hasAttribute('aria-invalid')).toBe(false)
  expect(input().hasAttribute('aria-describedby')).toBe(false)
  expect(wrong().hidden).toBe(true)
  entry.clear()
  expect(input().value).toBe('')
  await userEvent.type(input(), '222222')
  await userEvent.click(submit())
  expect(await second).toBe('222222')
})

test('a newer ask ends the waiting one; close hides the field, empties it and reports no height', async () => {
  const { entry, heights, input } = open()
  const older = settled(entry.ask())
  const newer = settled(entry.ask())
  expect(await older).toEqual({ error: REQUEST_WAS_ABORTED })
  await userEvent.type(input(), '33')
  entry.close()
  expect(await newer).toEqual({ error: REQUEST_WAS_ABORTED })
  expect(input().closest('form')?.hidden).toBe(true)
  expect(input().value).toBe('')
  await vi.waitFor(() => expect(heights.at(-1)).toBe(0))
})

test('the modal’s language relabels the field where it stands, right to left for Arabic, the typed digits kept', async () => {
  const { entry, words, input, submit, wrong } = open()
  void settled(entry.ask())
  await userEvent.type(input(), '4242')
  words.apply({ locale: 'ar', themeMode: 'dark' })
  expect(document.documentElement.lang).toBe('ar')
  expect(document.documentElement.dir).toBe('rtl')
  expect(document.documentElement.dataset.theme).toBe('dark')
  expect(document.querySelector(`label[for="${input().id}"]`)?.textContent).toBe(ar['code.label'])
  expect(submit().textContent).toBe(ar['code.continue'])
  expect(wrong().textContent).toBe(ar['code.wrong'])
  expect(input().value).toBe('4242')
  words.apply({ locale: 'en' })
  expect(document.documentElement.dir).toBe('ltr')
  expect(submit().textContent).toBe('Continue')
  entry.close()
})
