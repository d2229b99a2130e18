import { createHash } from 'node:crypto'
import { escapeHtml } from './escapeHtml'

export type LoginPageParameters = {
  /** The social provider the person chose, e.g. "Google". */
  providerName: string
  /** Where the form posts the username. */
  loginUrl: string
  /** Where "Cancel" posts: the sign-in ends with access_denied. */
  abortUrl: string
  /** What the person typed before, shown again beside `error`. */
  username?: string
  error?: string
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem;color:#141414}
label{display:block;font-weight:600;margin-bottom:.25rem}input{width:100%;box-sizing:border-box;font:inherit;padding:.5rem}
button{font:inherit;padding:.5rem 1rem;margin-top:.75rem}.error{color:#b00020}.hint{color:#555;font-size:.875rem}`

/**
 * The headers of every page the provider itself renders: no script at all, the one style block by its
 * hash, never framed (a login form in someone's frame is a clickjacking target), no referrer.
 * No form-action: browsers apply it to the redirects after a post too, and a sign-in ends on the client's
 * redirect URI, another origin.
 */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'`,
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const

/** The login form of the local provider: one username field, no password, no script. */
export function renderLoginPage({
  providerName,
  loginUrl,
  abortUrl,
  username,
  error,
}: LoginPageParameters): string {
  const name = escapeHtml(providerName)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} (Portico local provider)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Sign in with ${name}</h1>
<p class="hint">Portico's local OpenID provider: any username signs in, and a new username is a new user.</p>
<form method="post" action="${escapeHtml(loginUrl)}">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(username ?? '')}"${error ? ' aria-invalid="true" aria-describedby="username-error"' : ''}>
${error ? `<p id="username-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(abortUrl)}">
<button type="submit">Cancel</button>
</form>
</main>
</body>
</html>`
}
