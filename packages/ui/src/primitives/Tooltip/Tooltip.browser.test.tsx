import { afterEach, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { cleanup, render } from '../../../test/render'
import { Tooltip } from './Tooltip'

afterEach(cleanup)

test('describes its trigger and shows on focus and hover, hides on Esc and blur', async () => {
  const { container } = await render(
    <Tooltip content="Copy address">
      <button type="button">Copy</button>
    </Tooltip>,
  )
  const button = container.querySelector('button') as HTMLButtonElement
  const tooltip = container.querySelector('[role="tooltip"]') as HTMLElement
  expect(button.getAttribute('aria-describedby')).toBe(tooltip.id)
  expect(tooltip.hidden).toBe(true)
  await userEvent.hover(button)
  expect(tooltip.hidden).toBe(false)
  await userEvent.unhover(button)
  expect(tooltip.hidden).toBe(true)
  button.focus()
  await expect.poll(() => tooltip.hidden).toBe(false)
  await userEvent.keyboard('{Escape}')
  expect(tooltip.hidden).toBe(true)
})
