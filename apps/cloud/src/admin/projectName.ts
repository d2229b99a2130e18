import { HttpError } from '../errors'
import { PROJECT_NAME_MAX_LENGTH } from './adminConstants'
import { PROJECT_NAME_MESSAGE } from './adminErrors'

/** A project's name, trimmed; 400 when it is empty or too long. */
export function projectName(name: string): string {
  const trimmed = name.trim()
  if (trimmed.length === 0 || trimmed.length > PROJECT_NAME_MAX_LENGTH)
    throw new HttpError(400, PROJECT_NAME_MESSAGE)
  return trimmed
}
