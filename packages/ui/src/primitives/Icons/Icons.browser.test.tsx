import { afterEach, expect, test } from 'vitest'
import { cleanup, render } from '../../../test/render'
import { CloseIcon, WalletIcon } from './Icons'

afterEach(cleanup)

test('an icon without a title is hidden from assistive technology', async () => {
  const { container } = await render(<WalletIcon />)
  const svg = container.querySelector('svg')
  expect(svg?.getAttribute('aria-hidden')).toBe('true')
  expect(svg?.getAttribute('role')).toBeNull()
})

test('an icon with a title is an image named by it', async () => {
  const { container } = await render(<CloseIcon title="Close" size={20} />)
  const svg = container.querySelector('svg')
  expect(svg?.getAttribute('role')).toBe('img')
  expect(svg?.getAttribute('aria-label')).toBe('Close')
  expect(svg?.getAttribute('width')).toBe('20')
})
