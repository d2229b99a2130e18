import { Type } from 'typebox'
import { ErrorBody } from '../server/commonSchemas'

const CallbackText = Type.String({ maxLength: 2048 })

/** What a provider sends back, in the GET callback's query or the form-POST callback's body. */
export const SOCIAL_CALLBACK_QUERY_FIELDS = {
  state: Type.String({ minLength: 1, maxLength: 512 }),
  code: Type.Optional(CallbackText),
  error: Type.Optional(CallbackText),
  error_description: Type.Optional(CallbackText),
  iss: Type.Optional(CallbackText),
}

const HtmlPage = { description: 'HTML page', content: { 'text/html': { schema: Type.String() } } }
/** A refused callback is a page for the person; a malformed request is refused before it, as JSON. */
const HtmlOrErrorBody = {
  description: 'HTML page, or the error body of a malformed request',
  content: { 'text/html': { schema: Type.String() }, 'application/json': { schema: ErrorBody } },
}

/** The callback's answers: its page, or a JSON error for a request refused before the page. */
export const SOCIAL_CALLBACK_HTML_RESPONSES = {
  200: HtmlPage,
  '4xx': HtmlOrErrorBody,
  '5xx': HtmlOrErrorBody,
}
