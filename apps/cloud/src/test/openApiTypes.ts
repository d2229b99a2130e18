/** The parts of an OpenAPI 3.1 document the cloud's tests read. */
export type JsonSchema = {
  type?: string
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
}

export type OpenApiParameter = { name: string; in: 'query' | 'path'; required?: boolean; schema: JsonSchema }

export type OpenApiOperation = {
  parameters?: OpenApiParameter[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, unknown>
}

export type OpenApiDocument = {
  openapi: string
  paths: Record<string, Record<string, OpenApiOperation>>
}

/** Every operation of the document as [METHOD, path, operation]. */
export function operationsOf(document: OpenApiDocument): [string, string, OpenApiOperation][] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, string, OpenApiOperation] => [
      method.toUpperCase(),
      path,
      operation,
    ]),
  )
}
