import { describe, expect, test } from 'vitest'
import { mainnet, solanaMainnet } from '../test/fixtures'
import { classifyRpcMethod, isAccountAccessRevocation } from './classifyRpcMethod'
import { describeRequest } from './describeRequest'

describe('classifyRpcMethod (SPEC §4, §6)', () => {
  test.each([
    ['eip155', 'personal_sign', 'unsafe'],
    ['eip155', 'eth_signTypedData_v4', 'unsafe'],
    ['eip155', 'eth_sendTransaction', 'unsafe'],
    ['eip155', 'wallet_sendCalls', 'unsafe'],
    ['eip155', 'wallet_grantPermissions', 'unsafe'],
    ['eip155', 'eth_sendUserOperation', 'unsafe'],
    ['solana', 'solana_signTransaction', 'unsafe'],
    ['eip155', 'eth_getBalance', 'safe'],
    ['eip155', 'eth_call', 'safe'],
    ['eip155', 'wallet_getCallsStatus', 'safe'],
    ['eip155', 'eth_mine', 'unknown'],
    ['eip155', 'solana_signMessage', 'unknown'],
    ['solana', 'personal_sign', 'unknown'],
  ] as const)('%s %s is %s', (namespace, method, kind) => {
    expect(classifyRpcMethod(namespace, method)).toBe(kind)
  })

  test('only the revocation of account access is told apart from ERC-7715 permission revocation', () => {
    expect(isAccountAccessRevocation('wallet_revokePermissions', [{ eth_accounts: {} }])).toBe(true)
    expect(isAccountAccessRevocation('wallet_revokePermissions', [{ permissionsContext: '0x01' }])).toBe(
      false,
    )
    expect(isAccountAccessRevocation('wallet_revokePermissions', [{ eth_accounts: {}, other: {} }])).toBe(
      false,
    )
    expect(isAccountAccessRevocation('wallet_grantPermissions', [{ eth_accounts: {} }])).toBe(false)
  })
})

describe('describeRequest', () => {
  test('a personal_sign message is its UTF-8 text, or its hex when the bytes are not text', () => {
    expect(describeRequest('eip155', 'personal_sign', ['0x6869', '0xabc'], mainnet)).toEqual({
      kind: 'message',
      text: 'hi',
      isText: true,
    })
    expect(describeRequest('eip155', 'personal_sign', ['0xff00', '0xabc'], mainnet)).toEqual({
      kind: 'message',
      text: '0xff00',
      isText: false,
    })
  })

  test('a send is receiver, amount in whole units of the network’s currency, and call data', () => {
    const to = '0x1111111111111111111111111111111111111111'
    expect(
      describeRequest(
        'eip155',
        'eth_sendTransaction',
        [{ to, value: '0xde0b6b3a7640000', data: '0xa9059cbb' }],
        mainnet,
      ),
    ).toEqual({
      kind: 'transaction',
      to,
      value: '1000000000000000000',
      amount: '1.000000000000000000',
      symbol: 'ETH',
      data: '0xa9059cbb',
    })
    expect(
      describeRequest('eip155', 'wallet_sendCalls', [{ calls: [{ to }, { to, value: '0x1' }] }], mainnet),
    ).toEqual({
      kind: 'calls',
      calls: [
        { to, value: '0', amount: '0.000000000000000000', symbol: 'ETH' },
        { to, value: '1', amount: '0.000000000000000001', symbol: 'ETH' },
      ],
    })
  })

  test('typed data shows its primary type, domain and message; unreadable JSON is shown as given', () => {
    const typedData = {
      primaryType: 'Mail',
      domain: { name: 'Portico' },
      message: { contents: 'hello' },
      types: {},
    }
    expect(
      describeRequest('eip155', 'eth_signTypedData_v4', ['0xabc', JSON.stringify(typedData)], mainnet),
    ).toEqual({
      kind: 'typedData',
      primaryType: 'Mail',
      domain: { name: 'Portico' },
      message: { contents: 'hello' },
    })
    expect(describeRequest('eip155', 'eth_signTypedData_v4', ['0xabc', '{oops'], mainnet)).toEqual({
      kind: 'other',
      params: '{oops',
    })
  })

  test('Solana: a message as text, a transaction by its size', () => {
    expect(
      describeRequest('solana', 'solana_signMessage', new TextEncoder().encode('gm'), solanaMainnet),
    ).toEqual({
      kind: 'message',
      text: 'gm',
      isText: true,
    })
    expect(describeRequest('solana', 'solana_signTransaction', new Uint8Array(120), solanaMainnet)).toEqual({
      kind: 'solanaTransaction',
      size: 120,
      transfers: [],
    })
  })

  test('a Solana transfer shows its receiver and amount in SOL, legacy or v0', () => {
    const from = new Uint8Array(32).fill(1)
    const to = new Uint8Array(32).fill(2)
    const data = new Uint8Array(12)
    new DataView(data.buffer).setUint32(0, 2, true)
    new DataView(data.buffer).setBigUint64(4, 10_000_000n, true)
    // The wire format by hand: signatures, header, keys (payer, receiver, System Program), blockhash, one instruction.
    const message = [
      1,
      0,
      1,
      3,
      ...from,
      ...to,
      ...new Uint8Array(32),
      ...new Uint8Array(32).fill(9),
      1,
      2,
      2,
      0,
      1,
      12,
      ...data,
    ]
    const legacy = new Uint8Array([1, ...new Uint8Array(64), ...message])
    const v0 = new Uint8Array([1, ...new Uint8Array(64), 0x80, ...message, 0])
    for (const transaction of [legacy, v0])
      expect(describeRequest('solana', 'solana_signTransaction', transaction, solanaMainnet)).toEqual({
        kind: 'solanaTransaction',
        size: transaction.length,
        transfers: [
          {
            to: '8qbHbw2BbbTHBW1sbeqakYXVKRQM8Ne7pLK7m6CVfeR',
            value: '10000000',
            amount: '0.010000000',
            symbol: 'SOL',
          },
        ],
      })
  })
})
