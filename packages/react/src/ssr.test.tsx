import { ethereum } from '@portico/core'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { AccountButton } from './components/AccountButton'
import { ConnectButton } from './components/ConnectButton'
import { NetworkButton } from './components/NetworkButton'
import { createPortico } from './createPortico'
import { PorticoProvider } from './PorticoProvider'
import { HookProbe } from './test/HookProbe'

test('server rendering every hook and button in Node gives no error', async () => {
  expect(typeof window).toBe('undefined')
  const client = createPortico({ projectId: 'p', networks: [ethereum] })
  const html = renderToString(
    <PorticoProvider client={client}>
      <HookProbe />
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
    </PorticoProvider>,
  )
  expect(html).toContain('<dd data-hook="status">disconnected</dd>')
  expect(html).toContain('<dd data-hook="modal">closed</dd>')
  expect(html).toContain('<dd data-hook="theme">light</dd>')
  expect(html).toContain('>Connect Wallet</button>')
  expect(html).toContain('aria-label="Network: Select network"')
  await client.ready
})
