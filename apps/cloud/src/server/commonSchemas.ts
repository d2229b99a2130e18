import { type TProperties, Type } from 'typebox'

/** SPEC §7: every SDK call carries the project id, sdk type and sdk version in its query. */
const SDK_QUERY_PROPERTIES = {
  projectId: Type.String({ minLength: 1, description: 'The project id (SPEC §7)' }),
  st: Type.String({ minLength: 1, description: 'SDK type' }),
  sv: Type.String({ minLength: 1, description: 'SDK version' }),
}

/** A route's query: the SDK parameters plus its own. */
export function sdkQuery<Extra extends TProperties>(extra: Extra) {
  return Type.Object({ ...SDK_QUERY_PROPERTIES, ...extra })
}

/** SPEC §8: every error body carries one message the client matches on. */
export const ErrorBody = Type.Object({ error: Type.String() }, { description: 'What was wrong' })

/** A route's responses: its success answers plus the error body for every 4xx and 5xx. */
export function withErrors<Success extends Record<number, unknown>>(success: Success) {
  return { ...success, '4xx': ErrorBody, '5xx': ErrorBody }
}

/** The id of a row to page back from: whole, and at most what a JS number holds exactly (a bigint column holds more). */
export const RowIdParameter = (description: string) =>
  Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description })

/** SPEC §5: an EVM address is 0x and 40 hex characters. */
export const EvmAddress = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$', description: 'EVM address' })

/** A chain as CAIP-2 (`eip155:1`) or its bare number (`1`). */
export const ChainIdParameter = Type.String({
  pattern: '^(eip155:)?[0-9]+$',
  description: 'CAIP-2 chain id or its number',
})

/** A chain the balance route serves: an EVM chain as above, or a Solana cluster as CAIP-2 (`solana:…`). */
export const BalanceChainIdParameter = Type.String({
  pattern: '^((eip155:)?[0-9]+|solana:[1-9A-HJ-NP-Za-km-z]{1,32})$',
  description: 'CAIP-2 chain id (eip155 or solana) or an EVM chain number',
})

/** An image answer: SVG text. */
export const SvgResponse = {
  description: 'SVG image',
  content: { 'image/svg+xml': { schema: Type.String() } },
}
