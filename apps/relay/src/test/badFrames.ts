import fc from 'fast-check'
import { RELAY_METHODS } from '../rpc/methods'

/** What one generated frame is, so the test knows how many answers it is owed: a request one, a response none. */
export type BadFrame = { text: string; kind: 'request' | 'response' | 'invalid' }

const DEEP_JSON_LEVELS = 20_000

/** Ids of every JSON type, the SDK's 19 digits, and numbers JSON.parse cannot hold. */
const oddId = fc.oneof(
  fc.jsonValue({ maxDepth: 1 }).map((value) => JSON.stringify(value)),
  fc.constantFrom('1234567890123456789', '99999999999999999999999999', '-1', '1.5', '1e400', '-0', '"x"'),
)
/** Method names the relay does not serve, beside its own with the wrong case or spacing. */
const unknownMethod = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }).filter((name) => !Object.hasOwn(RELAY_METHODS, name)),
  fc.constantFrom(
    'IRN_SUBSCRIBE',
    ' irn_publish',
    'irn_subscription',
    '__proto__',
    'constructor',
    'toString',
  ),
)
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom(
    `${'['.repeat(DEEP_JSON_LEVELS)}${']'.repeat(DEEP_JSON_LEVELS)}`,
    `${'{"a":'.repeat(DEEP_JSON_LEVELS)}1${'}'.repeat(DEEP_JSON_LEVELS)}`,
    '1e400',
  ),
)

/**
 * JSON-RPC frames that are wrong as a whole, not in one method's params (test/badParams.ts): not JSON, not
 * an object, no method, a method of the wrong type or unknown, odd ids and versions, and responses to
 * deliveries the relay never sent.
 */
export const badFrames: fc.Arbitrary<BadFrame> = fc.oneof(
  fc
    .oneof(
      fc.string({ maxLength: 40 }).filter((text) => {
        try {
          JSON.parse(text)
          return false
        } catch {
          return true
        }
      }),
      fc.constantFrom('', '{', '{"id":1,"method":}', "{'id':1}", '\uFEFF{}', '{"id":1}{"id":2}'),
    )
    .map((text): BadFrame => ({ text, kind: 'invalid' })),
  anyJson.filter((text) => !text.startsWith('{')).map((text): BadFrame => ({ text, kind: 'invalid' })),
  fc
    .tuple(
      oddId,
      anyJson.filter((text) => !text.startsWith('"')),
    )
    .map(
      ([id, method]): BadFrame => ({
        text: `{"id":${id},"jsonrpc":"2.0","method":${method}}`,
        kind: 'invalid',
      }),
    ),
  fc.tuple(oddId, unknownMethod, anyJson).map(
    ([id, method, params]): BadFrame => ({
      text: `{"id":${id},"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${params}}`,
      kind: 'request',
    }),
  ),
  fc.tuple(oddId, fc.constantFrom(...Object.keys(RELAY_METHODS)), anyJson, anyJson).map(
    ([id, method, params, version]): BadFrame => ({
      text: `{"id":${id},"jsonrpc":${version},"method":${JSON.stringify(method)},"params":${params}}`,
      kind: 'request',
    }),
  ),
  fc.tuple(oddId, fc.constantFrom('result', 'error'), anyJson).map(
    ([id, field, value]): BadFrame => ({
      text: `{"id":${id},"jsonrpc":"2.0","${field}":${value}}`,
      kind: 'response',
    }),
  ),
)
