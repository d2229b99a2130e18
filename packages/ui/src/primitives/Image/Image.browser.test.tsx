import { afterEach, expect, test, vi } from 'vitest'
import { cleanup, render } from '../../../test/render'
import { Image } from './Image'

afterEach(cleanup)

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

test('shows the image with its alternative text', async () => {
  const { container } = await render(<Image src={PIXEL} alt="MetaMask" size={40} fallback="?" />)
  const img = container.querySelector('img') as HTMLImageElement
  expect(img.alt).toBe('MetaMask')
  await vi.waitFor(() => expect(img.complete && img.naturalWidth).toBe(1))
})

test('shows the fallback when the image cannot load', async () => {
  const { container } = await render(
    <Image src="data:image/png;base64,broken" alt="" size={40} fallback="W" />,
  )
  await vi.waitFor(() => expect(container.querySelector('[data-fallback]')?.textContent).toBe('W'))
  expect(container.querySelector('img')).toBeNull()
})

test('shows the fallback when there is no source', async () => {
  const { container } = await render(<Image src={undefined} alt="" size={40} fallback="W" />)
  expect(container.querySelector('[data-fallback]')?.textContent).toBe('W')
})
