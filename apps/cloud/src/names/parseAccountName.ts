import { ACCOUNT_NAME_MIN_LENGTH, isValidAccountName } from '@portico/core'
import { NAME_LABEL_MAX_LENGTH } from './nameConstants'
import {
  invalidNameFormatMessage,
  invalidNameLengthMessage,
  NameServiceError,
  nameNotInZoneMessage,
} from './nameErrors'

/** A name of the zone, lower case (names are case-insensitive, as in ENS), and its label. */
export type ZoneName = { name: string; label: string }

/** SPEC §5: the label is at least 4 letters, digits or hyphens (core's rule), and fits one DNS label. */
export function checkNameLabel(label: string, shown: string = label): string {
  if (!isValidAccountName(label)) {
    const message =
      label.length < ACCOUNT_NAME_MIN_LENGTH && /^[a-zA-Z0-9-]*$/.test(label)
        ? invalidNameLengthMessage(shown, ACCOUNT_NAME_MIN_LENGTH, NAME_LABEL_MAX_LENGTH)
        : invalidNameFormatMessage(shown)
    throw new NameServiceError(400, 'name', message)
  }
  if (label.length > NAME_LABEL_MAX_LENGTH)
    throw new NameServiceError(
      400,
      'name',
      invalidNameLengthMessage(shown, ACCOUNT_NAME_MIN_LENGTH, NAME_LABEL_MAX_LENGTH),
    )
  return label.toLowerCase()
}

/** `alice.portico.test` → its label `alice`; a name of another zone, or with more labels, is refused. */
export function parseAccountName(input: string, zone: string): ZoneName {
  const suffix = `.${zone}`
  if (!input.toLowerCase().endsWith(suffix))
    throw new NameServiceError(400, 'name', nameNotInZoneMessage(input, zone))
  const label = checkNameLabel(input.slice(0, -suffix.length), input)
  return { name: `${label}${suffix}`, label }
}
