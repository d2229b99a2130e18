/** A cookie the provider set, kept for the paths under its own. */
type StoredCookie = { value: string; path: string }

const MAX_HOPS = 10

function storeCookies(jar: Map<string, StoredCookie>, response: Response): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim())
    const separator = pair.indexOf('=')
    const name = pair.slice(0, separator)
    const value = pair.slice(separator + 1)
    const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) || '/'
    const expired = attributes.some(
      (attribute) =>
        /^max-age=0$/i.test(attribute) ||
        (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()),
    )
    if (expired || value === '') jar.delete(name)
    else jar.set(name, { value, path })
  }
}

function cookieHeader(jar: Map<string, StoredCookie>, url: URL): string {
  return [...jar]
    .filter(([, cookie]) => url.pathname.startsWith(cookie.path))
    .map(([name, cookie]) => `${name}=${cookie.value}`)
    .join('; ')
}

const decodeAttribute = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/** Where the provider finally sends the browser on another origin: by redirect, or by a form it posts. */
type SignInAnswer = { redirect: URL } | { formPost: LocalFormPost }

/** A `response_mode=form_post` answer: the form the provider's page submits to the client's redirect URI. */
export type LocalFormPost = { action: URL; fields: URLSearchParams }

/** The hidden fields of oidc-provider's form_post page (`code`, `state`, `iss`, or `error`). */
function readHiddenFields(html: string): URLSearchParams {
  const fields = new URLSearchParams()
  for (const [, name = '', value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g,
  ))
    fields.append(decodeAttribute(name), decodeAttribute(value))
  return fields
}

/** What the person does on the login page: signs in with a username, or presses "Cancel" (access_denied). */
type LoginChoice = { username: string } | { cancel: true }

async function signIn(authorizationUrl: string | URL, choice: LoginChoice): Promise<SignInAnswer> {
  const jar = new Map<string, StoredCookie>()
  let url = new URL(authorizationUrl)
  const providerOrigin = url.origin
  let form: URLSearchParams | undefined
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const cookie = cookieHeader(jar, url)
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    })
    storeCookies(jar, response)
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url)
      if (next.origin !== providerOrigin) return { redirect: next }
      url = next
      form = undefined
      continue
    }
    const html = await response.text()
    // The login page's first form signs in; "Cancel" is the form whose action ends with /abort.
    const formPattern =
      'cancel' in choice
        ? /<form method="post" action="([^"]+\/abort)"/
        : /<form method="post" action="([^"]+)"/
    const action = formPattern.exec(html)?.[1]
    if (response.status !== 200 || !action || form)
      throw new Error(`The provider answered ${response.status} at ${url.pathname}: ${html.slice(0, 500)}`)
    const target = new URL(decodeAttribute(action), url)
    // A form to another origin is the form_post answer, which the page's script submits there.
    if (target.origin !== providerOrigin)
      return { formPost: { action: target, fields: readHiddenFields(html) } }
    url = target
    form = new URLSearchParams('cancel' in choice ? {} : { username: choice.username })
  }
  throw new Error(`The provider did not send the browser back within ${MAX_HOPS} steps`)
}

/**
 * Signs in at the local provider as a person's browser would: follows its redirects with its cookies,
 * fills the login form with `username` and sends it, and answers the URL the provider finally sends the
 * browser to on another origin: the client's redirect URI with `code` and `state` (or `error`). For tests
 * and tools; a person does the same in the popup.
 */
export async function signInAtLocalProvider(authorizationUrl: string | URL, username: string): Promise<URL> {
  const answer = await signIn(authorizationUrl, { username })
  if ('redirect' in answer) return answer.redirect
  throw new Error(
    'The provider answered by form POST (response_mode=form_post): use signInAtLocalProviderByFormPost',
  )
}

/**
 * The same sign-in for an authorization request with `response_mode=form_post` (as Apple answers): the
 * form the provider's page would submit, for the caller to POST as the browser does.
 */
export async function signInAtLocalProviderByFormPost(
  authorizationUrl: string | URL,
  username: string,
): Promise<LocalFormPost> {
  const answer = await signIn(authorizationUrl, { username })
  if ('formPost' in answer) return answer.formPost
  throw new Error(`The provider answered by redirect, not by form POST: ${answer.redirect.href}`)
}

/**
 * The person presses "Cancel" on the local provider's login page: answers the URL the provider sends the
 * browser back to, the client's redirect URI with `error=access_denied` and the request's `state`.
 */
export async function refuseAtLocalProvider(authorizationUrl: string | URL): Promise<URL> {
  const answer = await signIn(authorizationUrl, { cancel: true })
  if ('redirect' in answer) return answer.redirect
  throw new Error('The provider answered the refusal by form POST (response_mode=form_post)')
}
