import { expect, test } from 'vitest'
import { parseSmartAccountNetworks } from './readSmartAccountNetworks'

test("the frame server's file gives its networks", () => {
  expect(
    parseSmartAccountNetworks({ networks: [{ chainId: 31337, bundlerUrl: 'http://127.0.0.1:4337' }] }),
  ).toEqual([{ chainId: 31337, bundlerUrl: 'http://127.0.0.1:4337' }])
  expect(parseSmartAccountNetworks({ networks: [] })).toEqual([])
})

test.each([
  [null, 'no smart-account networks'],
  [{ networks: {} }, 'no smart-account networks'],
  [{ networks: [{ chainId: '1', bundlerUrl: 'http://a.example' }] }, 'bad chain id: "1"'],
  [{ networks: [{ chainId: 0, bundlerUrl: 'http://a.example' }] }, 'bad chain id: 0'],
  [
    { networks: [{ chainId: 1, bundlerUrl: 'javascript:alert(1)' }] },
    'the bundler of chain 1 is not an http(s) URL',
  ],
  [{ networks: [{ chainId: 1 }] }, 'the bundler of chain 1 is not an http(s) URL'],
])('%j is refused', (body, message) => {
  expect(() => parseSmartAccountNetworks(body)).toThrow(message)
})
