import { afterEach, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { cleanup, render } from '../../../test/render'
import { Input } from './Input'

afterEach(cleanup)

test('the field is named by its label, even when the label is hidden', async () => {
  const { container } = await render(<Input label="Search wallet" hideLabel placeholder="Search" />)
  const input = container.querySelector('input') as HTMLInputElement
  expect(input.labels?.[0]?.textContent).toBe('Search wallet')
  await userEvent.type(input, 'meta')
  expect(input.value).toBe('meta')
})

test('an error marks the field invalid and describes it', async () => {
  const { container } = await render(<Input label="Email" error="Invalid email" />)
  const input = container.querySelector('input') as HTMLInputElement
  expect(input.getAttribute('aria-invalid')).toBe('true')
  const description = container.querySelector(`#${CSS.escape(input.getAttribute('aria-describedby') ?? '')}`)
  expect(description?.textContent).toBe('Invalid email')
})
