import fc from 'fast-check'
import type { JsonSchema } from './openApiTypes'

/** Deeper than any body the cloud reads, so a recursive validator or handler meets it (still under the body limit). */
const DEEP_JSON_LEVELS = 20_000
/** Longer than every maxLength of the document, short enough to stay under the body and URL limits. */
const HUGE_TEXT_CHARS = 12_000

/** JSON text spliced into a body as it is: what JSON.stringify cannot write (too deep for its recursion, 1e400). */
export class RawJson {
  readonly text: string
  constructor(text: string) {
    this.text = text
  }
}

/** The JSON text of a generated value, with each RawJson spliced in as its text. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}:${jsonText(entry)}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

const deepJson = fc.constantFrom(
  new RawJson(`${'['.repeat(DEEP_JSON_LEVELS)}${']'.repeat(DEEP_JSON_LEVELS)}`),
  new RawJson(`${'{"a":'.repeat(DEEP_JSON_LEVELS)}1${'}'.repeat(DEEP_JSON_LEVELS)}`),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890'),
)

/** Text no well-behaved client sends: controls, lone surrogates, bidi overrides, combining marks, astral signs. */
export const oddUnicode: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    '\uD800',
    'a\uDC00b',
    '\u202Eevil',
    'e\u0301',
    '\u200B',
    '\uFEFF',
    '𝕏🦊',
    'ﷺ',
    '\r\n',
  ),
)

/** A string of any length up to well over every limit. */
export const hugeText: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 256, max: HUGE_TEXT_CHARS }), fc.constantFrom('a', '9', 'é', '🦊', '%'))
  .map(([length, unit]) => unit.repeat(length))

/** Text that looks like a number, a boolean or a list to a lax parser. */
const trickyText = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '123456789012345678901234567890',
  ' 1',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>',
)

/** Any text a query or path parameter could carry that a schema is unlikely to accept. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  trickyText,
  oddUnicode,
  hugeText,
  fc.string({ maxLength: 30 }),
)

/** Any JSON value, of every type, with the extremes: the wrong type for most fields. */
export const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  badText,
  fc.constantFrom(null, true, false, 0, -1, 2 ** 64, -(2 ** 63), Number.MAX_VALUE, 1e-300, 0.5, [], {}),
  deepJson,
)

/** Values the schema refuses (or at least its extremes): wrong types, out of range, too long, off-pattern. */
export function negationOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const near: fc.Arbitrary<unknown>[] = [junkJson]
  const { type } = schema
  if (type === 'string' || schema.pattern !== undefined) {
    if (schema.maxLength !== undefined) near.push(fc.constant('x'.repeat(schema.maxLength + 1)))
    if ((schema.minLength ?? 0) > 0) near.push(fc.constant(''))
    if (schema.pattern !== undefined) {
      const pattern = new RegExp(schema.pattern, 'u')
      near.push(badText.filter((text) => !pattern.test(text)))
    }
  }
  if (type === 'integer' || type === 'number') {
    if (schema.minimum !== undefined) near.push(fc.constant(schema.minimum - 1))
    if (schema.maximum !== undefined) near.push(fc.constant(schema.maximum + 1))
    near.push(fc.constantFrom(0.5, -1, 1e308, '1'))
  }
  if (type === 'array') {
    const item = schema.items ?? {}
    if (schema.maxItems !== undefined) near.push(fc.constant(Array(schema.maxItems + 1).fill('x')))
    near.push(fc.array(negationOf(item), { minLength: 1, maxLength: 3 }))
  }
  if (type === 'object' && schema.properties) near.push(badObject(schema))
  if (schema.anyOf) near.push(fc.oneof(...schema.anyOf.map(negationOf)))
  return fc.oneof(...near)
}

/**
 * An object the schema refuses, or nearly: a required property dropped, one property negated, or an
 * unknown or prototype-polluting key added; `valid` is the object each change starts from.
 */
export function badObject(schema: JsonSchema, valid: Record<string, unknown> = {}): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {})
  const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.string())
  // Object.defineProperty, so a `__proto__` key is an own property that jsonText writes out.
  const changes: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(extraKey, junkJson)
      .map(([key, value]) => Object.defineProperty({ ...valid }, key, { value, enumerable: true })),
  ]
  const required = schema.required ?? []
  if (required.length > 0) {
    changes.push(
      fc.constantFrom(...required).map((name) => {
        const { [name]: _, ...rest } = valid
        return rest
      }),
    )
  }
  if (names.length > 0) {
    changes.push(
      fc
        .constantFrom(...names)
        .chain((name) =>
          negationOf(schema.properties?.[name] ?? {}).map((value) => ({ ...valid, [name]: value })),
        ),
    )
  }
  return fc.oneof(...changes)
}

/** Request bodies that are no JSON at all, or JSON that breaks the parser's edge cases. */
export const badJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '{', '{"a":}', "{'a':1}", 'nul', '\uFEFF{}', '{"a":1}{"b":2}', '[1,]', '{"a":1e400}'),
  fc.string({ maxLength: 40 }),
  oddUnicode,
)

/** Content types a JSON route does not read, and JSON's with odd parameters. */
export const badContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/jsonx',
  'application/octet-stream',
  ';;;',
)

/** Raw query strings no URLSearchParams writes: broken escapes, brackets, repeated and empty names. */
export const badQueryText: fc.Arbitrary<string> = fc.constantFrom(
  '%',
  '%zz=1',
  '%FF=%FF',
  'a=%E0%A4%A',
  '=&=&&',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'a[]=1&a[]=2',
  'a=1&a=2&a=3',
  '%00=%00',
)

/** Text as a URL carries it: percent-encoded, a lone surrogate (which no URL can hold) as U+FFFD. */
export function percentEncoded(text: string): string {
  return encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  )
}

/** Raw path segments that escape or break a `{param}`: empty, dot segments, encoded slashes, bad escapes. */
export const badPathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%', '%FF', '%zz', '..', '%2e%2e', '%2F', 'a%2Fb', '%00', '%20', '.'),
  badText.map(percentEncoded),
)
