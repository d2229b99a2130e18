import { afterEach, expect, test } from 'vitest'
import { cleanup, render } from '../../../test/render'
import { Shimmer } from './Shimmer'

afterEach(cleanup)

test('is hidden from assistive technology and takes the given shape', async () => {
  const { container } = await render(<Shimmer width={120} height={12} radius={4} />)
  const shimmer = container.querySelector('.pc-shimmer') as HTMLElement
  expect(shimmer.getAttribute('aria-hidden')).toBe('true')
  expect([shimmer.style.width, shimmer.style.height, shimmer.style.borderRadius]).toEqual([
    '120px',
    '12px',
    '4px',
  ])
})
