import { expect, test } from 'vitest'
import { buildFrameUrl } from './frameUrl'

test("the frame's URL carries SPEC §7's query, with the secure SDK version 4 (SPEC §9)", () => {
  const url = buildFrameUrl({
    frameUrl: 'http://127.0.0.1:4100/',
    projectId: 'portico-demo',
    chainId: 31337,
    rpcUrl: 'http://127.0.0.1:8545',
  })
  expect(url.origin).toBe('http://127.0.0.1:4100')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    projectId: 'portico-demo',
    chainId: 'eip155:31337',
    version: '4',
    enableLogger: 'false',
    rpcUrl: 'http://127.0.0.1:8545',
  })
})

test('a frame URL that is not http(s) is refused', () => {
  expect(() =>
    buildFrameUrl({ frameUrl: 'javascript:alert(1)', projectId: 'p', chainId: 1, rpcUrl: 'http://x' }),
  ).toThrow('the secure frame URL must be http(s), got javascript:alert(1)')
})
