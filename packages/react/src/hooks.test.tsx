// @vitest-environment happy-dom
import { createMemoryStorage, ethereum, optimism, type PorticoUi } from '@portico/core'
import { createTestAdapter, testConnector } from '@portico/core/testing'
import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createPortico } from './createPortico'
import { useNetwork } from './hooks/useNetwork'
import { PorticoProvider } from './PorticoProvider'
import { HookProbe } from './test/HookProbe'
import { PorticoClientMissingError, usePorticoClient } from './usePorticoClient'

// The hooks read core's state; the real modal's chunks would still be loading when the test's environment goes.
const noModal: PorticoUi = { mount: () => undefined }

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0x1111111111111111111111111111111111111111'
const containers: HTMLElement[] = []
afterEach(() => {
  for (const container of containers.splice(0)) container.remove()
})

function newContainer(html = '') {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  containers.push(container)
  return container
}

const read = (container: HTMLElement, hook: string) =>
  container.querySelector(`[data-hook="${hook}"]`)?.textContent

function setup(storage = createMemoryStorage()) {
  const evm = createTestAdapter('eip155', [
    {
      connector: testConnector('eip155', 'dev.portico.wallet'),
      address: ADDRESS,
      chainId: 1,
      balance: '12.5',
    },
  ])
  const client = createPortico({
    projectId: 'p',
    networks: [ethereum],
    adapters: [evm.adapter],
    storage,
    ui: noModal,
  })
  return { client, evm, storage }
}

describe('hooks', () => {
  test('follow the client: connect, modal, theme, events, wallet info, disconnect', async () => {
    const { client } = setup()
    const container = newContainer()
    await act(async () => {
      createRoot(container).render(
        <PorticoProvider client={client}>
          <HookProbe />
        </PorticoProvider>,
      )
      await client.ready
    })
    expect(read(container, 'status')).toBe('disconnected')
    await act(() => client.connect({ namespace: 'eip155', connectorId: 'dev.portico.wallet' }))
    expect(read(container, 'status')).toBe('connected')
    expect(read(container, 'address')).toBe(ADDRESS)
    expect(read(container, 'network')).toBe('Ethereum')
    await vi.waitFor(() => expect(read(container, 'balance')).toBe('12.5'))
    expect(read(container, 'wallet')).toBe('dev.portico.wallet')
    expect(read(container, 'provider')).toBe('dev.portico.wallet')
    act(() => client.open())
    expect(read(container, 'modal')).toBe('open')
    expect(read(container, 'event')).toBe('MODAL_OPEN')
    act(() => client.setThemeMode('dark'))
    expect(read(container, 'theme')).toBe('dark')
    await act(() => client.disconnect())
    expect(read(container, 'status')).toBe('disconnected')
    expect(read(container, 'modal')).toBe('closed')
  })

  test('hydrating server HTML gives no mismatch; the stored connection is restored through reconnecting', async () => {
    const first = setup()
    await first.client.ready
    await first.client.connect({ namespace: 'eip155', connectorId: 'dev.portico.wallet' })

    const serverClient = createPortico({ projectId: 'p', networks: [ethereum], ui: noModal })
    const html = renderToString(
      <PorticoProvider client={serverClient}>
        <HookProbe />
      </PorticoProvider>,
    )

    const browser = setup(first.storage)
    browser.evm.grant('dev.portico.wallet')
    const release = browser.evm.pauseNext()
    const statuses: string[] = []
    const onRecoverableError = vi.fn()
    const container = newContainer(html)
    await act(async () => {
      hydrateRoot(
        container,
        <PorticoProvider client={browser.client}>
          <HookProbe onStatus={(status) => statuses.at(-1) !== status && statuses.push(status)} />
        </PorticoProvider>,
        { onRecoverableError },
      )
    })
    expect(read(container, 'status')).toBe('reconnecting')
    await act(async () => {
      release()
      await browser.client.ready
    })
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(read(container, 'address')).toBe(ADDRESS)
    expect(statuses).toEqual(['disconnected', 'reconnecting', 'connected'])
  })

  test('switchNetwork rejects for a network the app does not support', async () => {
    const { client } = setup()
    const seen: { switchNetwork?: ReturnType<typeof useNetwork>['switchNetwork'] } = {}
    await act(async () => {
      createRoot(newContainer()).render(
        <PorticoProvider client={client}>
          <NetworkProbe seen={seen} />
        </PorticoProvider>,
      )
      await client.ready
    })
    await expect(seen.switchNetwork?.(optimism)).rejects.toThrow('Network not found: eip155:10')
  })

  test('without a provider the hooks use the client created last', async () => {
    const { client } = setup()
    const seen: { client?: unknown } = {}
    await act(async () => createRoot(newContainer()).render(<ClientProbe seen={seen} />))
    expect(seen.client).toBe(client)
  })
})

test('a hook with no client at all says how to fix it', () => {
  expect(new PorticoClientMissingError().message).toBe(
    'No Portico client: call createPortico() or wrap the tree in <PorticoProvider client={…}>',
  )
})

function NetworkProbe({
  seen,
}: {
  seen: { switchNetwork?: ReturnType<typeof useNetwork>['switchNetwork'] }
}) {
  seen.switchNetwork = useNetwork().switchNetwork
  return null
}

function ClientProbe({ seen }: { seen: { client?: unknown } }) {
  seen.client = usePorticoClient()
  return null
}
