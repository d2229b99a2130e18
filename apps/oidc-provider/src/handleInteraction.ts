import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { parseUsername } from './localAccount'
import { FormTooLargeError, readForm } from './readForm'
import { PAGE_HEADERS, renderLoginPage } from './renderLoginPage'
import { renderMessagePage } from './renderMessagePage'
import { SOCIAL_PROVIDER_NAMES } from './socialClients'

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|abort))?$/

export const INTERACTION_EXPIRED_MESSAGE =
  'This sign-in has expired or is already finished: start it again from the app.'
export const INVALID_USERNAME_MESSAGE =
  'Type a username: letters, digits, dots, hyphens or underscores, at most 64.'
export const CANCELLED_DESCRIPTION = 'The person cancelled the sign-in'

function sendPage(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, PAGE_HEADERS)
  response.end(html)
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store' })
  response.end()
}

/**
 * The provider's own login step at `/interaction/{uid}`: GET shows the form, POST `/login` signs in the
 * username typed, POST `/abort` ends the sign-in with access_denied. Answers false for every other path,
 * which oidc-provider serves.
 */
export async function handleInteraction(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const match = INTERACTION_PATH.exec(new URL(request.url ?? '/', 'http://provider').pathname)
  if (!match) return false
  const [, uid, action] = match
  let details: Awaited<ReturnType<Provider['interactionDetails']>>
  try {
    details = await provider.interactionDetails(request, response)
  } catch {
    // No interaction cookie, or one that expired: the sign-in must start again at the client.
    sendPage(response, 400, renderMessagePage('Sign-in expired', INTERACTION_EXPIRED_MESSAGE))
    return true
  }
  if (details.uid !== uid || details.prompt.name !== 'login') {
    sendPage(response, 400, renderMessagePage('Sign-in expired', INTERACTION_EXPIRED_MESSAGE))
    return true
  }
  const clientId = String(details.params.client_id)
  const providerName = SOCIAL_PROVIDER_NAMES[clientId as keyof typeof SOCIAL_PROVIDER_NAMES] ?? clientId
  const page = { providerName, loginUrl: `/interaction/${uid}/login`, abortUrl: `/interaction/${uid}/abort` }

  if (request.method === 'GET' && action === undefined) {
    sendPage(response, 200, renderLoginPage(page))
    return true
  }
  if (request.method === 'POST' && action === 'login') {
    const form = await readForm(request).catch((error: unknown) => {
      if (error instanceof FormTooLargeError) return undefined
      throw error
    })
    if (!form) {
      sendPage(response, 413, renderMessagePage('Sign-in refused', 'The form sent is too large.'))
      return true
    }
    const typed = form.get('username') ?? ''
    const username = parseUsername(typed)
    if (!username) {
      sendPage(response, 400, renderLoginPage({ ...page, username: typed, error: INVALID_USERNAME_MESSAGE }))
      return true
    }
    const returnTo = await provider.interactionResult(
      request,
      response,
      { login: { accountId: username, remember: false } },
      { mergeWithLastSubmission: false },
    )
    redirect(response, returnTo)
    return true
  }
  if (request.method === 'POST' && action === 'abort') {
    const returnTo = await provider.interactionResult(
      request,
      response,
      { error: 'access_denied', error_description: CANCELLED_DESCRIPTION },
      { mergeWithLastSubmission: false },
    )
    redirect(response, returnTo)
    return true
  }
  response.writeHead(405, { allow: action === undefined ? 'GET' : 'POST' })
  response.end()
  return true
}
