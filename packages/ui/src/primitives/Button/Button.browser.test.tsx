import { afterEach, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { cleanup, render } from '../../../test/render'
import { Button } from './Button'

afterEach(cleanup)

test('is a button named by its text that reports clicks', async () => {
  const onClick = vi.fn()
  const { container } = await render(<Button onClick={onClick}>Try again</Button>)
  const button = container.querySelector('button') as HTMLButtonElement
  expect(button.type).toBe('button')
  expect(button.textContent).toBe('Try again')
  await userEvent.click(button)
  expect(onClick).toHaveBeenCalledTimes(1)
})

test('while loading it is busy, shows a named spinner and ignores clicks', async () => {
  const onClick = vi.fn()
  const { container } = await render(
    <Button loading loadingLabel="Connecting" onClick={onClick}>
      Connect
    </Button>,
  )
  const button = container.querySelector('button') as HTMLButtonElement
  expect(button.disabled).toBe(true)
  expect(button.getAttribute('aria-busy')).toBe('true')
  expect(container.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Connecting')
  button.click()
  expect(onClick).not.toHaveBeenCalled()
})
