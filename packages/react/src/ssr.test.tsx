import { ethereum } from '@portico/core'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { createPortico } from './createPortico'
import { PorticoProvider } from './PorticoProvider'
import { HookProbe } from './test/HookProbe'

test('server rendering every hook in Node gives no error', async () => {
  expect(typeof window).toBe('undefined')
  const client = createPortico({ projectId: 'p', networks: [ethereum] })
  const html = renderToString(
    <PorticoProvider client={client}>
      <HookProbe />
    </PorticoProvider>,
  )
  expect(html).toContain('<dd data-hook="status">disconnected</dd>')
  expect(html).toContain('<dd data-hook="modal">closed</dd>')
  expect(html).toContain('<dd data-hook="theme">light</dd>')
  await client.ready
})
