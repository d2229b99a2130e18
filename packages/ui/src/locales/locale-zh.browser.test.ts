import { afterEach, expect, test } from 'vitest'
import { findInModal, resetPage, setupModal } from '../../test/modalHarness'

afterEach(resetPage)

test("locale 'zh-Hans' shows Simplified Chinese", async () => {
  const { client } = await setupModal({ ui: { locale: 'zh-Hans' } })
  client.open()
  expect((await findInModal('h2', '连接钱包')).textContent).toBe('连接钱包')
  expect((await findInModal('button[aria-label="关闭"]')).tagName).toBe('BUTTON')
})
