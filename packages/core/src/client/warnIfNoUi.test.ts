import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { mainnet } from '../test/fixtures'
import { createPortico } from './createPortico'
import { NO_UI_WARNING } from './warnIfNoUi'

const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
beforeEach(() => warn.mockClear())
afterEach(() => vi.unstubAllEnvs())

const noUiWarnings = () => warn.mock.calls.filter(([message]) => message === NO_UI_WARNING).length

test('core client without ui: the first open() warns how to mount a modal, later ones stay quiet', () => {
  const client = createPortico({ projectId: 'p', networks: [mainnet] })
  client.open()
  client.close()
  client.open({ view: 'Networks' })
  expect(noUiWarnings()).toBe(1)
  expect(NO_UI_WARNING).toContain('createPorticoUi()')
  expect(NO_UI_WARNING).toContain('@portico/react')
})

test('each client warns once of its own', () => {
  createPortico({ projectId: 'p', networks: [mainnet] }).open()
  createPortico({ projectId: 'p', networks: [mainnet] }).open()
  expect(noUiWarnings()).toBe(2)
})

test('a client with a ui says nothing, even before the ui has mounted', () => {
  const client = createPortico({ projectId: 'p', networks: [mainnet], ui: { mount: () => undefined } })
  client.open()
  expect(noUiWarnings()).toBe(0)
})

test('a production build says nothing', () => {
  vi.stubEnv('NODE_ENV', 'production')
  createPortico({ projectId: 'p', networks: [mainnet] }).open()
  expect(noUiWarnings()).toBe(0)
})
