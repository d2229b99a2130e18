import { afterEach, expect, test } from 'vitest'
import { cleanup, render } from '../../../test/render'
import { Avatar } from './Avatar'

afterEach(cleanup)

test('is an image named by its label whose colours come from the address', async () => {
  const { container } = await render(
    <>
      <Avatar address="0x1111111111111111111111111111111111111111" label="Avatar of 0x1111…1111" />
      <Avatar address="0x2222222222222222222222222222222222222222" label="Avatar of 0x2222…2222" />
    </>,
  )
  const [first, second] = Array.from(container.querySelectorAll<HTMLElement>('[role="img"]'))
  expect(first?.getAttribute('aria-label')).toBe('Avatar of 0x1111…1111')
  expect(getComputedStyle(first as HTMLElement).backgroundImage).not.toBe(
    getComputedStyle(second as HTMLElement).backgroundImage,
  )
})
