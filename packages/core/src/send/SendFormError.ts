import { PorticoError } from '../errors/PorticoError'
import type { SendIssue } from './checkSendForm'
import { SPEC_SEND_MESSAGES } from './checkSendForm'

/** A send refused before any wallet prompt; `issue` says which rule, the message is SPEC §5's when it has one. */
export class SendFormError extends PorticoError {
  override name = 'SendFormError' as const
  readonly code = 'INVALID_SEND_FORM'
  readonly issue: SendIssue
  constructor(issue: SendIssue) {
    super(SPEC_SEND_MESSAGES[issue] ?? issue)
    this.issue = issue
  }
}
