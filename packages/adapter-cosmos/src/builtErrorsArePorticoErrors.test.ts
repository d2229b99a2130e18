import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { PorticoError } from '@portico/core'
import { expect, test } from 'vitest'

// The BUILT adapter beside core's built entry (its package exports point at dist/), as a host loads them.
const DIST = join(dirname(fileURLToPath(import.meta.url)), '../dist')
const adapter: typeof import('./index') = await import(pathToFileURL(join(DIST, 'index.js')).href)

test('the built adapter’s errors are instances of core’s one PorticoError, with a stable code', () => {
  const cosmos = adapter.createCosmosAdapter()
  // Before core ran setup(), every action refuses at once.
  let error: unknown
  try {
    cosmos.disconnect({ connectorId: 'keplr' })
  } catch (caught) {
    error = caught
  }
  expect(error).toBeInstanceOf(PorticoError)
  expect(error).toMatchObject({ name: 'AdapterNotReadyError', code: 'ADAPTER_NOT_READY' })
  expect(new adapter.ConnectorNotFoundError('keplr')).toBeInstanceOf(PorticoError)
})
