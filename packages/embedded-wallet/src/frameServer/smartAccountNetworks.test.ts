import { describe, expect, test } from 'vitest'
import { readBundlerArgs, smartAccountNetworksFile } from './smartAccountNetworks'

describe('readBundlerArgs (portico-secure-frame --bundler)', () => {
  test('each <chainId>=<url> becomes a bundler of that chain', () => {
    expect(
      readBundlerArgs(['31337=http://127.0.0.1:4337', '31338=https://bundler.example/rpc?key=a=b']),
    ).toEqual({
      31337: 'http://127.0.0.1:4337',
      31338: 'https://bundler.example/rpc?key=a=b',
    })
    expect(readBundlerArgs([])).toEqual({})
  })

  test.each([
    ['http://127.0.0.1:4337', /positive chain id/],
    ['0=http://127.0.0.1:4337', /positive chain id/],
    ['-1=http://127.0.0.1:4337', /positive chain id/],
    ['1.5=http://127.0.0.1:4337', /positive chain id/],
    ['eip155:1=http://127.0.0.1:4337', /positive chain id/],
    ['99999999999999999999=http://127.0.0.1:4337', /positive chain id/],
    ['1=', /chain 1 must be an http\(s\) URL/],
    ['1=ws://127.0.0.1:4337', /chain 1 must be an http\(s\) URL/],
    ['1=javascript:alert(1)', /chain 1 must be an http\(s\) URL/],
  ])('"%s" is refused', (value, message) => {
    expect(() => readBundlerArgs([value])).toThrow(message)
  })

  test('a chain named twice is refused', () => {
    expect(() => readBundlerArgs(['1=http://a.example', '1=http://b.example'])).toThrow('names chain 1 twice')
  })
})

describe('smartAccountNetworksFile', () => {
  test('the networks in chain order', () => {
    expect(
      smartAccountNetworksFile({ 31338: 'http://127.0.0.1:4338', 31337: 'http://127.0.0.1:4337' }),
    ).toEqual({
      networks: [
        { chainId: 31337, bundlerUrl: 'http://127.0.0.1:4337' },
        { chainId: 31338, bundlerUrl: 'http://127.0.0.1:4338' },
      ],
    })
  })

  test('a bad entry given to startFrameServer is refused too', () => {
    expect(() => smartAccountNetworksFile({ 0: 'http://a.example' })).toThrow('positive integer')
    expect(() => smartAccountNetworksFile({ 1: 'file:///etc/passwd' })).toThrow('http(s) URL')
  })
})
