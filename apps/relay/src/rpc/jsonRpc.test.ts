import { expect, test } from 'vitest'
import { RPC_INVALID_REQUEST, RPC_PARSE_ERROR } from '../errors'
import { parseRpcMessage, rpcResult, serializeRpc } from './jsonRpc'

test('a 19-digit id, as the SDK sends, is answered with the very same digits', () => {
  const incoming = parseRpcMessage(
    '{"id":1732243200123456789,"jsonrpc":"2.0","method":"irn_publish","params":{}}',
  )
  expect(incoming.kind).toBe('request')
  expect(serializeRpc(rpcResult(incoming.id, true))).toBe(
    '{"id":1732243200123456789,"jsonrpc":"2.0","result":true}',
  )
})

test('small ids and string ids pass through unchanged', () => {
  expect(serializeRpc(rpcResult(parseRpcMessage('{"id":7,"method":"m"}').id, 1))).toBe(
    '{"id":7,"jsonrpc":"2.0","result":1}',
  )
  expect(parseRpcMessage('{"id":"abc","method":"m"}').id).toBe('abc')
})

test('a response is told apart from a request', () => {
  expect(parseRpcMessage('{"id":3,"jsonrpc":"2.0","result":true}')).toEqual({
    kind: 'response',
    id: 3,
    result: true,
    error: undefined,
  })
})

test('text that is not JSON, or JSON that is not a request, is invalid with the JSON-RPC code', () => {
  expect(parseRpcMessage('{nope')).toMatchObject({ kind: 'invalid', code: RPC_PARSE_ERROR })
  expect(parseRpcMessage('[1,2]')).toMatchObject({ kind: 'invalid', code: RPC_INVALID_REQUEST })
  expect(parseRpcMessage('{"id":1}')).toMatchObject({ kind: 'invalid', id: 1, code: RPC_INVALID_REQUEST })
})
