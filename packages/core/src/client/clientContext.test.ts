import { describe, expect, it } from 'vitest'
import { mainnet } from '../test/fixtures'
import { contextOf } from './clientContext'
import { createPortico } from './createPortico'

describe('contextOf', () => {
  it("gives a feature entry the client's own context: its stores are the client's", () => {
    const client = createPortico({ projectId: 'p', networks: [mainnet] })
    expect(contextOf(client).stores).toBe(client.stores)
  })

  it('refuses anything that is not a client, with a clear error', () => {
    expect(() => contextOf({ options: {} })).toThrow('Expected a Portico client made by createPortico')
  })
})
