import fc from 'fast-check'

/** A JSON number token JSON.stringify cannot write (1e400 parses as Infinity), spliced into the request text. */
export class RawNumber {
  readonly text: string
  constructor(text: string) {
    this.text = text
  }
}

/** What one generated request negates: `field` is what the relay's error must name. */
export type BadParams = { params: unknown; field: string }

const TOPIC = 'a'.repeat(64)
const SUBSCRIPTION_ID = 'b'.repeat(64)
const TOPIC_PATTERN = /^[0-9a-f]{64}$/
const MAX_TTL_SECONDS = 7 * 24 * 60 * 60
const MAX_TAG = 0xffff_ffff
/** One byte over the default maxMessageBytes, so the size limit is tried too. */
const TOO_LARGE_MESSAGE = 'm'.repeat(256 * 1024 + 1)
const DEEP_JSON_LEVELS = 2_000

const nest = (levels: number) => {
  let value: unknown = 'bottom'
  for (let n = 0; n < levels; n++) value = [value]
  return value
}

/** Anything that is no string, no positive integer and no list: the wrong type for every param. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constant(nest(DEEP_JSON_LEVELS)),
  fc.constantFrom(
    new RawNumber('1e400'),
    new RawNumber('-1e400'),
    new RawNumber('123456789012345678901234567890'),
  ),
  fc.constantFrom(2 ** 64, -(2 ** 63), Number.MAX_VALUE, Number.MIN_VALUE),
)
/** Also null, which a required param treats as missing. */
const junkOrNull = fc.oneof(junk, fc.constant(null))

const badTopic: fc.Arbitrary<unknown> = fc.oneof(
  junkOrNull,
  fc.string({ unit: 'grapheme', maxLength: 80 }).filter((text) => !TOPIC_PATTERN.test(text)),
  fc.string({ unit: 'binary', maxLength: 80 }).filter((text) => !TOPIC_PATTERN.test(text)),
  fc.constantFrom('', 'A'.repeat(64), `${'a'.repeat(63)}é`, `${'a'.repeat(63)}\u0000`),
  fc.integer({ min: 65, max: 4000 }).map((length) => 'f'.repeat(length)),
  fc.integer({ min: 1, max: 63 }).map((length) => 'f'.repeat(length)),
)
const badText = fc.oneof(junkOrNull, fc.constant(''))
const badMessage = fc.oneof(badText, fc.constant(TOO_LARGE_MESSAGE))
const badTtl: fc.Arbitrary<unknown> = fc.oneof(
  junkOrNull.filter((value) => !(typeof value === 'number' && Number.isSafeInteger(value) && value > 0)),
  fc.integer({ max: 0 }),
  fc.integer({ min: MAX_TTL_SECONDS + 1 }),
  fc.double({ min: 0.001, max: 1e6, noNaN: true }).filter((value) => !Number.isInteger(value)),
  fc.constantFrom('300', 2 ** 53, 1e300),
)
const badTag: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ max: -1 }),
  fc.integer({ min: MAX_TAG + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ min: 0.001, max: 1e6, noNaN: true }).filter((value) => !Number.isInteger(value)),
  fc.constantFrom('1108', true, [1108], { tag: 1108 }, 1e300, new RawNumber('1e400')),
)
const badAttestation: fc.Arbitrary<unknown> = fc.oneof(
  junk,
  fc.constant(''),
  fc.integer({ min: 4097, max: 20_000 }).map((length) => 'j'.repeat(length)),
)
const badTopicList: fc.Arbitrary<unknown> = fc.oneof(
  junkOrNull.filter((value) => !Array.isArray(value)),
  fc.constant([]),
  fc.constant(Array(501).fill(TOPIC)),
  fc.tuple(badTopic, fc.nat(3)).map(([bad, at]) => {
    const topics: unknown[] = [TOPIC, TOPIC, TOPIC]
    topics.splice(at, 0, bad)
    return topics
  }),
)
const badSubscriptionList: fc.Arbitrary<unknown> = fc.oneof(
  junkOrNull.filter((value) => !Array.isArray(value)),
  fc.constant([]),
  fc.constant(Array(501).fill({ topic: TOPIC, id: SUBSCRIPTION_ID })),
  fc
    .oneof(
      junkOrNull,
      badTopic.map((topic) => ({ topic, id: SUBSCRIPTION_ID })),
      badTopic.map((id) => ({ topic: TOPIC, id })),
      fc.constant({ topic: TOPIC }),
      fc.constant({ topic: TOPIC, id: SUBSCRIPTION_ID, extra: true }),
    )
    .map((bad) => [{ topic: TOPIC, id: SUBSCRIPTION_ID }, bad]),
)

type Field = { name: string; required: boolean; bad: fc.Arbitrary<unknown> }
/** A method's valid params, each of its fields with values that are wrong for it, and whether it refuses others. */
type MethodShape = { valid: Record<string, unknown>; fields: Field[]; strict: boolean }

const required = (name: string, bad: fc.Arbitrary<unknown>): Field => ({ name, required: true, bad })
const optional = (name: string, bad: fc.Arbitrary<unknown>): Field => ({ name, required: false, bad })

/** Every method the relay answers, with the shape of its params. */
export const METHOD_SHAPES: Readonly<Record<string, MethodShape>> = {
  irn_subscribe: { valid: { topic: TOPIC }, fields: [required('topic', badTopic)], strict: true },
  irn_batchSubscribe: {
    valid: { topics: [TOPIC] },
    fields: [required('topics', badTopicList)],
    strict: true,
  },
  irn_unsubscribe: {
    valid: { topic: TOPIC, id: SUBSCRIPTION_ID },
    fields: [required('topic', badTopic), required('id', badTopic)],
    strict: true,
  },
  irn_batchUnsubscribe: {
    valid: { subscriptions: [{ topic: TOPIC, id: SUBSCRIPTION_ID }] },
    fields: [required('subscriptions', badSubscriptionList)],
    strict: true,
  },
  irn_batchFetchMessages: {
    valid: { topics: [TOPIC] },
    fields: [required('topics', badTopicList)],
    strict: true,
  },
  irn_publish: {
    valid: { topic: TOPIC, message: 'hello', ttl: 300, tag: 1108 },
    fields: [
      required('topic', badTopic),
      required('message', badMessage),
      required('ttl', badTtl),
      optional('tag', badTag),
      optional('attestation', badAttestation),
    ],
    strict: false,
  },
  wc_proposeSession: {
    valid: { pairingTopic: TOPIC, sessionProposal: 'proposal', ttl: 300 },
    fields: [
      required('pairingTopic', badTopic),
      required('sessionProposal', badMessage),
      required('ttl', badTtl),
      optional('tag', badTag),
      optional('attestation', badAttestation),
    ],
    strict: false,
  },
  wc_approveSession: {
    valid: {
      sessionTopic: TOPIC,
      pairingTopic: 'c'.repeat(64),
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    },
    fields: [
      required('sessionTopic', badTopic),
      required('pairingTopic', badTopic),
      required('sessionProposalResponse', badMessage),
      required('sessionSettlementRequest', badMessage),
      required('ttl', badTtl),
    ],
    strict: false,
  },
}

/**
 * Params that negate `shape` one way at a time: a field with a wrong value, a required field left
 * out, a field the method does not know (where it refuses those), or params that are not an object.
 */
export function badParamsFor(shape: MethodShape): fc.Arbitrary<BadParams> {
  const known = new Set(shape.fields.map((field) => field.name))
  const wrongValue = fc
    .constantFrom(...shape.fields)
    .chain((field) =>
      field.bad.map((value) => ({ params: { ...shape.valid, [field.name]: value }, field: field.name })),
    )
  const leftOut = fc.constantFrom(...shape.fields.filter((field) => field.required)).map((field) => {
    const { [field.name]: _left, ...rest } = shape.valid
    return { params: rest, field: field.name }
  })
  const notAnObject = fc
    .oneof(
      junk.filter((value) => Array.isArray(value) || value instanceof RawNumber || typeof value !== 'object'),
      fc.constant(undefined),
      fc.constant(null),
      fc.string(),
    )
    .map((params) => ({ params, field: 'params' }))
  const kinds = [wrongValue, leftOut, notAnObject]
  if (shape.strict) {
    const extra = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
      .filter((name) => !known.has(name) && name !== '__proto__')
      .chain((name) =>
        fc
          .jsonValue({ maxDepth: 1 })
          .map((value) => ({ params: { ...shape.valid, [name]: value }, field: name })),
      )
    kinds.push(extra)
  }
  return fc.oneof(...kinds)
}

/** JSON text of `params`, with each RawNumber written as its own token. */
export function paramsText(params: unknown): string | undefined {
  if (params === undefined) return undefined
  const raws: string[] = []
  const text = JSON.stringify(params, (_key, value) => {
    if (!(value instanceof RawNumber)) return value
    raws.push(value.text)
    return `\u0000raw${raws.length - 1}\u0000`
  })
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_match, index: string) => raws[Number(index)] ?? 'null')
}
