import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { EMBEDDED_API_PREFIX } from '../constants'
import { invalidParameterMessage, missingParameterMessage } from '../errors'
import type { Cloud } from '../startCloud'
import { type JsonSchema, type OpenApiDocument, operationsOf } from '../test/openApiTypes'
import { DEMO_ORIGIN, FRAME_ORIGIN, startTestCloud } from '../test/testCloud'
import { validBody, validValue } from '../test/validOpenApiValues'

/** A value the schema refuses, as text for a query or path; undefined when any text passes. */
function badText(schema: JsonSchema): string | undefined {
  if (schema.const !== undefined || schema.enum || schema.anyOf) return 'not-one-of-the-options'
  if (schema.type === 'integer' || schema.type === 'number') return 'not-a-number'
  if (schema.pattern) return '!!'
  if ((schema.minLength ?? 0) > 0) return ''
  return undefined
}

/** A JSON value of the wrong type for the schema. */
function badJson(schema: JsonSchema): unknown {
  return schema.type === 'string' || schema.const !== undefined || schema.enum ? 12 : 'wrong type'
}

type Case = {
  label: string
  path: Record<string, string>
  query: Record<string, string>
  body: unknown
  /** How the body travels: JSON, or a form (Apple's form-POST callback). */
  form?: boolean
  expected: string
}

const FORM = 'application/x-www-form-urlencoded'

/** The requests that break one parameter of an operation each, every other parameter valid. */
function casesOf(path: string, operation: OpenApiDocument['paths'][string][string]): Case[] {
  const parameters = operation.parameters ?? []
  const valid = (where: 'query' | 'path') =>
    Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === where)
        .map((parameter) => [parameter.name, String(validValue(parameter.name, parameter.schema))]),
    )
  const content = operation.requestBody?.content
  const form = content?.[FORM] !== undefined
  const bodySchema = (content?.['application/json'] ?? content?.[FORM])?.schema
  const base = {
    path: valid('path'),
    query: valid('query'),
    body: bodySchema ? validBody(bodySchema) : undefined,
    form,
  }
  const cases: Case[] = []
  for (const parameter of parameters) {
    const { name, schema } = parameter
    const where = parameter.in
    if (parameter.required && where === 'query') {
      const { [name]: _, ...rest } = base.query
      cases.push({
        ...base,
        label: `${path} without ${name}`,
        query: rest,
        expected: missingParameterMessage(name),
      })
    }
    const bad = badText(schema)
    if (bad !== undefined) {
      cases.push({
        ...base,
        label: `${path} with ${where} ${name}=${JSON.stringify(bad)}`,
        [where]: { ...base[where], [name]: bad },
        expected: invalidParameterMessage(name),
      })
    }
  }
  if (bodySchema?.properties) {
    for (const [name, property] of Object.entries(bodySchema.properties)) {
      const body = base.body as Record<string, unknown>
      if (bodySchema.required?.includes(name)) {
        const { [name]: _, ...rest } = body
        cases.push({
          ...base,
          label: `${path} body without ${name}`,
          body: rest,
          expected: missingParameterMessage(name),
        })
      }
      // A form's every value is text: what breaks a field there is text its schema refuses.
      const bad = form ? badText(property) : badJson(property)
      if (bad !== undefined && (form || property.type || property.const !== undefined || property.enum)) {
        cases.push({
          ...base,
          label: `${path} body ${name} of the wrong ${form ? 'shape' : 'type'}`,
          body: { ...body, [name]: bad },
          expected: invalidParameterMessage(name),
        })
      }
    }
  }
  if (bodySchema && !form) {
    cases.push({
      ...base,
      label: `${path} with a body that is a number`,
      body: 5,
      expected: invalidParameterMessage('body'),
    })
  }
  return cases
}

function urlOf(
  cloud: Cloud,
  path: string,
  { path: pathValues, query }: Pick<Case, 'path' | 'query'>,
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? ''))
  const url = new URL(filled, cloud.url)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return url.toString()
}

// Issue acceptance 2: a missing or malformed parameter on any route is 400 naming it, before any handler.
describe('every route refuses a bad parameter with 400 naming it', () => {
  let cloud: Cloud
  let document: OpenApiDocument
  beforeAll(async () => {
    // The walk sends every route's bad parameters from one address: the login routes' strict `auth`
    // limit (tested on its own) would cut it short.
    cloud = await startTestCloud('pglite', { rateLimits: { auth: { maxRequests: 1000, windowMs: 60_000 } } })
    document = (await (await fetch(new URL('/openapi.json', cloud.url))).json()) as OpenApiDocument
  })
  afterAll(() => cloud?.close())

  test('each parameter of each route, one at a time', async () => {
    const walked: string[] = []
    for (const [method, path, operation] of operationsOf(document)) {
      for (const testCase of casesOf(path, operation)) {
        const body =
          testCase.body === undefined
            ? undefined
            : testCase.form
              ? new URLSearchParams(testCase.body as Record<string, string>).toString()
              : JSON.stringify(testCase.body)
        const response = await fetch(urlOf(cloud, path, testCase), {
          method,
          headers: {
            // The embedded wallet's routes answer the secure frame only (requireFrameOrigin).
            origin: path.startsWith(EMBEDDED_API_PREFIX) ? FRAME_ORIGIN : DEMO_ORIGIN,
            'content-type': testCase.form ? FORM : 'application/json',
          },
          ...(body === undefined ? {} : { body }),
        })
        expect({ case: testCase.label, status: response.status, body: await response.json() }).toEqual({
          case: testCase.label,
          status: 400,
          body: { error: testCase.expected },
        })
        walked.push(`${method} ${path}`)
      }
    }
    // Every route that takes a parameter was walked, not only some.
    const taking = operationsOf(document)
      .filter(([, , operation]) => (operation.parameters ?? []).length > 0 || operation.requestBody)
      .map(([method, path]) => `${method} ${path}`)
    expect(new Set(walked)).toEqual(new Set(taking))
    expect(taking.length).toBeGreaterThanOrEqual(15)
  })
})
