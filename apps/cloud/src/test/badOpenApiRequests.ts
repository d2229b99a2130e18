import fc from 'fast-check'
import {
  badContentType,
  badJsonText,
  badObject,
  badPathSegment,
  badQueryText,
  badText,
  jsonText,
  junkJson,
  percentEncoded,
} from './badInputs'
import type { JsonSchema, OpenApiOperation } from './openApiTypes'
import { validBody } from './validOpenApiValues'

const FORM = 'application/x-www-form-urlencoded'
/** Methods fetch sends no body with. */
const READS = new Set(['GET', 'HEAD'])

/** One generated request: the path with its params filled, the raw query, and the body as sent. */
export type BadRequest = {
  /** What is wrong with it, for the report of a failure. */
  mutation: string
  path: string
  query: string
  body?: string
  contentType?: string
}

const parametersIn = (operation: OpenApiOperation, where: 'query' | 'path') =>
  (operation.parameters ?? []).filter((parameter) => parameter.in === where)

const queryText = (entries: [string, string][]) =>
  entries.map(([name, value]) => `${percentEncoded(name)}=${percentEncoded(value)}`).join('&')

/** The good value of a parameter as text, by its name, where it goes and its schema. */
export type GoodParameter = (name: string, where: 'query' | 'path', schema: JsonSchema) => string

/**
 * Requests to one operation of the document, each good but for one part: a query or path parameter, the
 * body, its content type; and one all good, so the caller's credentials alone are tried too.
 */
export function badRequestsFor(
  method: string,
  template: string,
  operation: OpenApiOperation,
  goodParameter: GoodParameter,
): fc.Arbitrary<BadRequest> {
  const query = parametersIn(operation, 'query')
  const path = parametersIn(operation, 'path')
  const goodQuery = query.map((p): [string, string] => [p.name, goodParameter(p.name, 'query', p.schema)])
  const goodPath = Object.fromEntries(
    path.map((p) => [p.name, percentEncoded(goodParameter(p.name, 'path', p.schema))]),
  )
  const fill = (values: Record<string, string>) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
  const content = operation.requestBody?.content
  const form = content?.[FORM] !== undefined
  const bodySchema = (content?.['application/json'] ?? content?.[FORM])?.schema
  const goodBody = bodySchema ? validBody(bodySchema) : undefined
  const formText = (value: unknown) =>
    new URLSearchParams(
      Object.entries(value as Record<string, unknown>).map(([name, entry]) => [
        name,
        typeof entry === 'string' ? entry : jsonText(entry),
      ]),
    ).toString()
  const bodyText = (value: unknown) => (form ? formText(value) : jsonText(value))
  const good = {
    path: fill(goodPath),
    query: queryText(goodQuery),
    ...(goodBody === undefined
      ? {}
      : { body: bodyText(goodBody), contentType: form ? FORM : 'application/json' }),
  }
  const kinds: fc.Arbitrary<BadRequest>[] = [
    fc.constant({ ...good, mutation: 'none: every part good' }),
    fc.tuple(fc.nat(), badText).map(([at, value]) => {
      const entries = goodQuery.length > 0 ? goodQuery : [['unknown', 'x'] as [string, string]]
      const name = entries[at % entries.length]?.[0] ?? 'unknown'
      return {
        ...good,
        mutation: `query ${name} bad`,
        query: queryText(entries.map(([key, entry]) => [key, key === name ? value : entry])),
      }
    }),
    fc.tuple(badQueryText, fc.boolean()).map(([raw, alone]) => ({
      ...good,
      mutation: 'query raw',
      query: alone ? raw : `${good.query}&${raw}`,
    })),
    fc.tuple(fc.string({ maxLength: 20 }), badText).map(([name, value]) => ({
      ...good,
      mutation: 'query extra param',
      query: `${good.query}&${queryText([[name, value]])}`,
    })),
  ]
  if (goodQuery.length > 0) {
    kinds.push(
      fc.nat().map((at) => {
        const name = goodQuery[at % goodQuery.length]?.[0]
        return {
          ...good,
          mutation: `query without ${name}`,
          query: queryText(goodQuery.filter(([key]) => key !== name)),
        }
      }),
      fc.nat().map((at) => {
        const entry = goodQuery[at % goodQuery.length]
        return {
          ...good,
          mutation: `query ${entry?.[0]} twice`,
          query: `${good.query}&${queryText(entry ? [entry] : [])}`,
        }
      }),
    )
  }
  if (path.length > 0) {
    kinds.push(
      fc.tuple(fc.constantFrom(...path.map((p) => p.name)), badPathSegment).map(([name, segment]) => ({
        ...good,
        mutation: `path ${name} bad`,
        path: fill({ ...goodPath, [name]: segment }),
      })),
    )
  }
  if (!READS.has(method)) {
    const json = { ...good, contentType: form ? FORM : 'application/json' }
    kinds.push(
      fc.tuple(badJsonText, fc.option(badContentType)).map(([body, type]) => ({
        ...json,
        mutation: 'body not JSON',
        body,
        ...(type === null ? {} : { contentType: type }),
      })),
      junkJson.map((value) => ({ ...json, mutation: 'body of the wrong type', body: jsonText(value) })),
      fc.option(badContentType).map((type) => {
        const { contentType: _, ...untyped } = good
        return {
          ...untyped,
          mutation: `body with content type ${type}`,
          ...(type === null ? {} : { contentType: type }),
        }
      }),
    )
    if (bodySchema) {
      kinds.push(
        fc.oneof(badObject(bodySchema, goodBody ?? {}), fc.constant({})).map((value) => ({
          ...json,
          mutation: 'body field bad',
          body: bodyText(value),
        })),
      )
    }
  }
  return fc.oneof(...kinds)
}
