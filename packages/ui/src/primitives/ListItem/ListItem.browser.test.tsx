import { afterEach, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { cleanup, render } from '../../../test/render'
import { ListItem } from './ListItem'

afterEach(cleanup)

test('a wallet item is a button named by the wallet and its tag', async () => {
  const onClick = vi.fn()
  const { container } = await render(
    <ListItem variant="wallet" title="MetaMask" tag="Recent" onClick={onClick} />,
  )
  const button = container.querySelector('button') as HTMLButtonElement
  expect(button.textContent).toBe('MetaMask' + 'Recent')
  expect(button.querySelector('[data-fallback] svg')?.getAttribute('aria-hidden')).toBe('true')
  await userEvent.click(button)
  expect(onClick).toHaveBeenCalledTimes(1)
})

test('the current network is marked with aria-current and a named check', async () => {
  const { container } = await render(
    <>
      <ListItem
        variant="network"
        title="Ethereum"
        current
        currentLabel="Current network"
        onClick={() => {}}
      />
      <ListItem variant="network" title="Base" currentLabel="Current network" onClick={() => {}} />
    </>,
  )
  const [ethereum, base] = Array.from(container.querySelectorAll('button'))
  expect(ethereum?.getAttribute('aria-current')).toBe('true')
  expect(ethereum?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Current network')
  expect(base?.getAttribute('aria-current')).toBeNull()
})

test('a token item shows the amount and its value', async () => {
  const { container } = await render(
    <ListItem variant="token" title="ETH" amount="1.250" value="$3,000.00" onClick={() => {}} />,
  )
  expect(container.querySelector('.pc-list-item__amount')?.textContent).toBe('1.250$3,000.00')
})
