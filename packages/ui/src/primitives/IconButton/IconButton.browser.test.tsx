import { afterEach, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { cleanup, render } from '../../../test/render'
import { CloseIcon } from '../Icons/Icons'
import { IconButton } from './IconButton'

afterEach(cleanup)

test('is named by its label, not by its icon', async () => {
  const onClick = vi.fn()
  const { container } = await render(<IconButton label="Close" icon={<CloseIcon />} onClick={onClick} />)
  const button = container.querySelector('button') as HTMLButtonElement
  expect(button.getAttribute('aria-label')).toBe('Close')
  expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  await userEvent.click(button)
  expect(onClick).toHaveBeenCalledTimes(1)
})
