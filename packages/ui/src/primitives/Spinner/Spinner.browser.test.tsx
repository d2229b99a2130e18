import { afterEach, expect, test } from 'vitest'
import { cleanup, render } from '../../../test/render'
import { Spinner } from './Spinner'

afterEach(cleanup)

test('is a status named by its label, sized as asked', async () => {
  const { container } = await render(<Spinner label="Loading" size={32} />)
  const status = container.querySelector('[role="status"]') as HTMLElement
  expect(status.getAttribute('aria-label')).toBe('Loading')
  expect(status.style.width).toBe('32px')
})
