import { afterEach, expect, test } from 'vitest'
import { cleanup, render } from '../../../test/render'
import { Text } from './Text'

afterEach(cleanup)

test('renders the chosen element with its variant and tone', async () => {
  const { container } = await render(
    <Text as="h2" variant="title" tone="error" id="heading">
      Connection rejected
    </Text>,
  )
  const heading = container.querySelector('h2')
  expect(heading?.textContent).toBe('Connection rejected')
  expect(heading?.className).toBe('pc-text pc-text--title pc-text--error')
  expect(heading?.id).toBe('heading')
})
