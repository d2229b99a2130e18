import { createHash } from 'node:crypto'
import type { SocialCallbackOutcome } from './completeSocialLogin'
import { SOCIAL_RESULT_MESSAGE_TYPE } from './socialLoginConstants'

/** The message the page that opened the popup receives, from this cloud's origin. */
export type SocialResultMessage =
  | { type: typeof SOCIAL_RESULT_MESSAGE_TYPE; status: 'success'; resultCode: string }
  | { type: typeof SOCIAL_RESULT_MESSAGE_TYPE; status: 'error'; error: string }

/**
 * The page's one script, fixed text: it reads its data from the JSON block, shows the text (as text, so
 * a provider's error description can never become markup) and posts the message to the opener.
 */
const POST_RESULT_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById('portico-social-result').textContent)
  document.getElementById('portico-social-text').textContent = data.text
  if (data.targetOrigin && window.opener) window.opener.postMessage(data.message, data.targetOrigin)
})()`

const SCRIPT_HASH = createHash('sha256').update(POST_RESULT_SCRIPT).digest('base64')

/**
 * The callback page's headers: its one script by hash and nothing else, never framed, no referrer (the
 * URL holds the code and state), never stored; no opener isolation, or the popup could not post back.
 */
export const SOCIAL_CALLBACK_HEADERS = {
  'content-security-policy': `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  'cross-origin-opener-policy': 'unsafe-none',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const

/** JSON inside a script block: `<` escaped, so no text in it can close the block. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

/** The popup's last page: it says what happened and hands the result to the host page's exact origin only. */
export function renderSocialCallbackPage(outcome: SocialCallbackOutcome): string {
  const message: SocialResultMessage = outcome.ok
    ? { type: SOCIAL_RESULT_MESSAGE_TYPE, status: 'success', resultCode: outcome.resultCode }
    : { type: SOCIAL_RESULT_MESSAGE_TYPE, status: 'error', error: outcome.message }
  const title = outcome.ok ? 'Signed in' : 'Sign-in failed'
  const text = outcome.ok ? 'You are signed in: this window can be closed.' : outcome.message
  const data = { targetOrigin: outcome.pageOrigin ?? null, text, message }
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body>
<main><h1>${title}</h1><p id="portico-social-text"></p><noscript>This page needs JavaScript to finish the sign-in.</noscript></main>
<script type="application/json" id="portico-social-result">${scriptJson(data)}</script>
<script>${POST_RESULT_SCRIPT}</script>
</body>
</html>`
}
