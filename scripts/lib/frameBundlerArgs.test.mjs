import { expect, test } from 'vitest'
import { frameBundlerArgs } from './frameBundlerArgs.mjs'

test("each devnet chain's bundler becomes a --bundler of the frame server", () => {
  const description = {
    chains: [
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', bundlerUrl: 'http://127.0.0.1:4337' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546', bundlerUrl: 'http://127.0.0.1:4338' },
    ],
  }
  expect(frameBundlerArgs(description)).toEqual([
    '--bundler',
    '31337=http://127.0.0.1:4337',
    '--bundler',
    '31338=http://127.0.0.1:4338',
  ])
})

test('a chain without a bundler (a devnet run with --no-bundlers) gets no smart accounts', () => {
  expect(frameBundlerArgs({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] })).toEqual([])
})
