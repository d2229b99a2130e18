import { useState } from 'react'
import { afterEach, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { cleanup, render } from '../../../test/render'
import { baseCss } from '../../theme/baseCss'
import { Tabs } from './Tabs'
import { tabsCss } from './Tabs.css'

afterEach(cleanup)

function AccountTabs() {
  const [selected, setSelected] = useState('tokens')
  const tabs = [
    { id: 'tokens', label: 'Tokens' },
    { id: 'nfts', label: 'NFTs' },
    { id: 'activity', label: 'Activity' },
  ]
  return <Tabs label="Account sections" tabs={tabs} selected={selected} onChange={setSelected} />
}

test('a named tab list whose selected tab alone is in the Tab order', async () => {
  const { container } = await render(<AccountTabs />)
  expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Account sections')
  const tabs = Array.from(container.querySelectorAll<HTMLButtonElement>('[role="tab"]'))
  expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
    ['Tokens', 'true', 0],
    ['NFTs', 'false', -1],
    ['Activity', 'false', -1],
  ])
})

test('arrow keys select and focus the neighbouring tab, wrapping at the ends', async () => {
  const { container } = await render(<AccountTabs />)
  const tabs = () => Array.from(container.querySelectorAll<HTMLButtonElement>('[role="tab"]'))
  tabs()[0]?.focus()
  await userEvent.keyboard('{ArrowLeft}')
  expect(document.activeElement?.textContent).toBe('Activity')
  expect(tabs()[2]?.getAttribute('aria-selected')).toBe('true')
  await userEvent.keyboard('{ArrowRight}')
  expect(document.activeElement?.textContent).toBe('Tokens')
  await userEvent.click(tabs()[1] as HTMLButtonElement)
  expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true')
})

test('right to left, the left arrow moves forward and the right arrow back', async () => {
  const { container } = await render(
    <div dir="rtl">
      <AccountTabs />
    </div>,
  )
  const tabs = () => Array.from(container.querySelectorAll<HTMLButtonElement>('[role="tab"]'))
  tabs()[0]?.focus()
  await userEvent.keyboard('{ArrowLeft}')
  expect(document.activeElement?.textContent).toBe('NFTs')
  await userEvent.keyboard('{ArrowRight}')
  await userEvent.keyboard('{ArrowRight}')
  expect(document.activeElement?.textContent).toBe('Activity')
  expect(tabs()[2]?.getAttribute('aria-selected')).toBe('true')
})

test('a label longer than its tab stays on one line (Japanese アクティビティ must not break)', async () => {
  const tabs = [
    { id: 'tokens', label: 'Tokens' },
    { id: 'nfts', label: 'NFT' },
    { id: 'activity', label: 'Activity on every network' },
  ]
  // The Account view's inner width (360 px less the router's padding), in the modal's own reset and type size.
  const { container } = await render(
    <div className="pc-root" style={{ width: 336, ['--pc-font-size-master' as string]: '10px' }}>
      <style>{baseCss + tabsCss}</style>
      <Tabs label="Account sections" tabs={tabs} selected="tokens" onChange={() => {}} />
    </div>,
  )
  for (const tab of container.querySelectorAll<HTMLButtonElement>('[role="tab"]')) {
    const range = document.createRange()
    range.selectNodeContents(tab)
    expect(
      new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size,
      tab.textContent ?? '',
    ).toBe(1)
  }
})
