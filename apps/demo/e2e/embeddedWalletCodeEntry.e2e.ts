import { expect, test } from './fixtures'
import { hookValue, openDemo } from './support/demoPage'
import { askForCode, readLoginCode } from './support/emailLogin'
import { type AttackerWindow, openEveryShadowRoot } from './support/pageAttacker'
import { pressInFrame, secureFrame } from './support/secureFrame'
import { ownProjectPage } from './support/testProject'

// The one-time code is typed in the secure frame's own document (ARCHITECTURE.md "The embedded wallet's
// boundary"). The attacker is a script in the page's own world, installed before the page runs; the person's
// typing is Playwright input.

/** The demo page under this file's own project: its login spends its own auth budget. */
const pageOf = ownProjectPage('Code entry boundary')

/** An address with no digits, so no digits the page shows can be mistaken for a code. */
const lettersOnlyEmail = () =>
  `code-watch-${crypto.randomUUID().replace(/[^a-f]/g, '')}@example.com`.replace(/-@/, '@')

test('while the person types the code, no page script can read it: no field, text or event of the page holds it', async ({
  page,
  request,
  baseURL,
}) => {
  // The attacker opens every shadow root, hears every key and input event the page gets (capturing, so the
  // modal's shadow DOM included), and on every animation frame copies each field's value and each root's text.
  await openEveryShadowRoot(page)
  await page.addInitScript(() => {
    const seen = { events: [] as string[], values: new Set<string>(), texts: new Set<string>() }
    Object.assign(window, { __attacker: seen })
    for (const type of ['keydown', 'keyup', 'keypress', 'beforeinput', 'input', 'paste', 'change'])
      window.addEventListener(
        type,
        (event) => {
          const { key, data } = event as KeyboardEvent & InputEvent
          seen.events.push(`${type}:${key ?? data ?? ''}`)
        },
        true,
      )
    const scan = () => {
      for (const root of (window as unknown as AttackerWindow).__everyRoot()) {
        for (const field of root.querySelectorAll('input, textarea'))
          seen.values.add((field as HTMLInputElement).value)
        seen.texts.add((root instanceof Document ? root.body?.textContent : root.textContent) ?? '')
      }
      requestAnimationFrame(scan)
    }
    requestAnimationFrame(scan)
  })
  type Seen = { events: string[]; values: string[]; texts: string[] }
  const attackerSaw = () =>
    page.evaluate(() => {
      const seen = (
        window as unknown as { __attacker: { events: string[]; values: Set<string>; texts: Set<string> } }
      ).__attacker
      return { events: [...seen.events], values: [...seen.values], texts: [...seen.texts] } satisfies Seen
    })
  const forget = () =>
    page.evaluate(() => {
      const seen = (window as unknown as { __attacker: { events: string[]; values: Set<string> } }).__attacker
      seen.events.length = 0
      seen.values.clear()
    })

  await openDemo(page, await pageOf(request, baseURL))
  const email = lettersOnlyEmail()
  await askForCode(page, email)
  // The attack works on what the page holds: the address typed in the host's own field was read, and heard.
  const before = await attackerSaw()
  expect(before.values).toContain(email)
  expect(before.events.some((event) => event.startsWith('input:'))).toBe(true)
  await forget()

  const code = await readLoginCode(request, email)
  const field = secureFrame(page).getByRole('textbox', { name: '6-digit code' })
  await field.click()
  await field.pressSequentially(code)
  await expect(field).toHaveValue(code)
  const typing = await attackerSaw()
  await pressInFrame(page, 'Continue')
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected', { timeout: 20_000 })
  const after = await attackerSaw()

  for (const seen of [typing, after]) {
    // No key, input or paste of the person's typing reached the page: they all went to the frame's document.
    expect(seen.events).toEqual([])
    expect(seen.values.some((value) => value.includes(code))).toBe(false)
    expect(seen.texts.some((text) => text.includes(code))).toBe(false)
  }
  // And the page cannot open the frame's document to look.
  expect(
    await page.evaluate(
      () =>
        (document.querySelector('iframe[title="Portico embedded wallet"]') as HTMLIFrameElement)
          .contentDocument,
    ),
  ).toBeNull()
})
