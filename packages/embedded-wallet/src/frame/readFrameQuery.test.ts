import { expect, test } from 'vitest'
import { readFrameQuery } from './readFrameQuery'

test("SPEC §7's query: projectId, chainId (CAIP-2 or bare), version, enableLogger, rpcUrl", () => {
  expect(
    readFrameQuery(
      '?projectId=p1&chainId=eip155:31337&version=4&enableLogger=true&rpcUrl=http%3A%2F%2F127.0.0.1%3A8545',
    ),
  ).toEqual({
    projectId: 'p1',
    network: { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
    version: '4',
    enableLogger: true,
  })
  expect(readFrameQuery('?projectId=p1&chainId=1&rpcUrl=https://rpc.example')).toMatchObject({
    network: { chainId: 1 },
    enableLogger: false,
  })
})

test.each([
  ['?chainId=1&rpcUrl=https://rpc.example', 'the secure frame needs ?projectId='],
  ['?projectId=p&chainId=solana:abc&rpcUrl=https://rpc.example', 'the secure frame needs ?chainId='],
  ['?projectId=p&chainId=0&rpcUrl=https://rpc.example', 'the secure frame needs ?chainId='],
  ['?projectId=p&chainId=1&rpcUrl=javascript:alert(1)', 'the secure frame needs ?rpcUrl='],
])('%s is refused with what is missing', (search, error) => {
  expect(readFrameQuery(search)).toEqual({ error: expect.stringContaining(error) })
})
