import { HttpError } from '../errors'

/** Which part of the request a name-service refusal is about (Reown's `reasons[].field`). */
export type NameErrorField =
  | 'name'
  | 'address'
  | 'timestamp'
  | 'signature'
  | 'message'
  | 'coin_type'
  | 'attributes'

/**
 * A refused name-service call. Besides the cloud's `{ error }` it carries Reown's `status` and `reasons`, which
 * the modal shows (SPEC §8: the first reason's description), and the free names when the one asked is taken.
 */
export class NameServiceError extends HttpError {
  override name = 'NameServiceError'
  readonly field: NameErrorField
  readonly suggestions: readonly NameSuggestion[] | undefined

  constructor(
    status: number,
    field: NameErrorField,
    message: string,
    suggestions?: readonly NameSuggestion[],
  ) {
    super(
      status,
      message,
      {},
      {
        status: 'FAILED',
        reasons: [{ field, description: message }],
        ...(suggestions ? { suggestions } : {}),
      },
    )
    this.field = field
    this.suggestions = suggestions
  }
}

/** SPEC §3: a name suggestion, with whether it is taken. */
export type NameSuggestion = { name: string; registered: boolean }

export const invalidNameFormatMessage = (name: string) =>
  `Invalid name format: ${name} (letters, digits and hyphens only)`
export const invalidNameLengthMessage = (name: string, min: number, max: number) =>
  `Invalid name length: ${name} (${min} to ${max} characters before the zone)`
export const nameNotInZoneMessage = (name: string, zone: string) =>
  `Name is not in the allowed zones: ${name} (names here end with .${zone})`
export const nameAlreadyRegisteredMessage = (name: string) => `Name is already registered: ${name}`
export const nameNotFoundMessage = (name: string) => `Name is not found: ${name}`
export const staleTimestampMessage = (timestamp: number, tolerance: number) =>
  `Signature timestamp is too old or in the future: ${timestamp} (it must be within ${tolerance} s of now)`
export const INVALID_REGISTRATION_MESSAGE_MESSAGE =
  'Invalid registration message: it must be JSON with name, attributes ({}) and timestamp (Unix seconds)'
export const UNSUPPORTED_ATTRIBUTE_MESSAGE = 'Unsupported name attribute in payload: attributes must be empty'
export const unsupportedCoinTypeMessage = (coinType: number) =>
  `Unsupported coin type: ${coinType} (60, or an EVM chain id OR 0x80000000)`
export const SIGNATURE_MISMATCH_MESSAGE =
  'Signature validation error: the message is not signed by the address'
export const MESSAGE_ALREADY_USED_MESSAGE =
  'This signed registration was already used: sign a new message to register again'
export const NAME_GATEWAY_NOT_CONFIGURED_MESSAGE =
  'The name gateway has no signing key: start the cloud with --name-gateway-key'
export const INVALID_GATEWAY_REQUEST_MESSAGE =
  'Invalid gateway request: data must be a resolve(bytes,bytes) call of a resolver this gateway serves'
