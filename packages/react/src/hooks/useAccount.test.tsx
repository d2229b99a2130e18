// @vitest-environment happy-dom
import { base, createMemoryStorage, ethereum, type PorticoUi } from '@portico/core'
import { setPreferredAccountType } from '@portico/core/accountType'
import { createTestAdapter, createTestEmbeddedWallet } from '@portico/core/testing'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, test } from 'vitest'
import { createPortico } from '../createPortico'
import { PorticoProvider } from '../PorticoProvider'
import { type UseAccountReturnType, useAccount } from './useAccount'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// The hooks read core's state; no modal is mounted.
const noModal: PorticoUi = { mount: () => undefined }
const EMAIL = 'ada@example.test'
const EOA = '0x2222222222222222222222222222222222222222'
const SMART = '0x3333333333333333333333333333333333333333'

const containers: HTMLElement[] = []
afterEach(() => {
  for (const container of containers.splice(0)) container.remove()
})

function Probe({ seen }: { seen: { account?: UseAccountReturnType } }) {
  seen.account = useAccount({ namespace: 'eip155' })
  return null
}

describe('useAccount and the embedded wallet’s smart account (appkit #4008)', () => {
  test('address and embeddedWalletInfo agree with the account state at every step', async () => {
    // Smart accounts on Ethereum, not on Base.
    const frame = createTestEmbeddedWallet({ smartAccountNetworks: [1], smartAccountAddress: SMART })
    const client = createPortico({
      projectId: 'p',
      networks: [ethereum, base],
      adapters: [createTestAdapter('eip155', []).adapter],
      storage: createMemoryStorage(),
      embeddedWallet: { frameUrl: 'http://127.0.0.1:4100/', load: frame.load },
      features: { analytics: false },
      ui: noModal,
    })
    await client.ready
    client.stores.features.setState((state) => ({ features: { ...state.features, email: true } }))
    const seen: { account?: UseAccountReturnType } = {}
    const container = document.createElement('div')
    containers.push(container)
    document.body.append(container)
    await act(async () => {
      createRoot(container).render(
        <PorticoProvider client={client}>
          <Probe seen={seen} />
        </PorticoProvider>,
      )
    })
    const wallet = await client.embeddedWallet()
    const expectAgreement = (address: string, type: 'eoa' | 'smartAccount') => {
      const state = client.getAccount('eip155')
      expect(seen.account?.address).toBe(state?.address)
      expect(seen.account?.address).toBe(address)
      expect(seen.account?.embeddedWalletInfo).toEqual(wallet.getInfo('eip155'))
      expect(seen.account?.embeddedWalletInfo).toMatchObject({ accountType: type, user: { address } })
    }

    await act(async () => {
      await wallet.requestEmailCode(EMAIL)
      frame.typeCode(frame.codeFor(EMAIL) ?? '')
      await wallet.awaitEmailCode()
    })
    expectAgreement(SMART, 'smartAccount')
    await act(() => setPreferredAccountType(client, 'eoa'))
    expectAgreement(EOA, 'eoa')
    await act(() => setPreferredAccountType(client, 'smartAccount'))
    expectAgreement(SMART, 'smartAccount')
    // Base has no smart account: the EOA there, the smart account again on Ethereum.
    await act(async () => {
      await client.switchNetwork(base)
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expectAgreement(EOA, 'eoa')
    await act(async () => {
      await client.switchNetwork(ethereum)
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expectAgreement(SMART, 'smartAccount')
  })
})
