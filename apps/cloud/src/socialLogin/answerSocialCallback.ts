import type { FastifyReply } from 'fastify'
import type { CloudServices } from '../services'
import {
  completeSocialLogin,
  type SocialCallbackDelivery,
  type SocialCallbackOutcome,
  type SocialCallbackQuery,
} from './completeSocialLogin'
import { renderSocialCallbackPage, SOCIAL_CALLBACK_HEADERS } from './renderSocialCallbackPage'
import { SOCIAL_RETURN_PAGE_NOT_ALLOWED_MESSAGE, SOCIAL_STATE_UNKNOWN_MESSAGE } from './socialLoginErrors'
import { returnPageWithResult } from './socialReturnPage'

/** The popup's last page for an outcome, with its status and the callback page's headers. */
export function sendSocialCallbackPage(reply: FastifyReply, outcome: SocialCallbackOutcome): FastifyReply {
  return reply
    .status(outcome.ok ? 200 : outcome.status)
    .headers(SOCIAL_CALLBACK_HEADERS)
    .type('text/html; charset=utf-8')
    .send(renderSocialCallbackPage(outcome))
}

/**
 * The callback's answer, whether the provider redirected (GET) or posted a form (Apple): one set of checks
 * (state, expiry, response mode, code, PKCE, ID token and nonce) in completeSocialLogin, then its page.
 */
export async function answerSocialCallback(
  services: CloudServices,
  reply: FastifyReply,
  query: SocialCallbackQuery,
  delivery: SocialCallbackDelivery,
): Promise<FastifyReply> {
  let outcome: SocialCallbackOutcome = services.socialProviders
    ? await completeSocialLogin(services.db, services.socialProviders, query, services.now(), delivery)
    : // No provider is configured, so no sign-in was ever started here.
      { ok: false, status: 400, message: SOCIAL_STATE_UNKNOWN_MESSAGE }
  if (outcome.returnTo && outcome.resultCode) {
    // A redirect sign-in goes back to its stored page, the code in result_uri (SPEC §2), whether it
    // succeeded or failed: a failure's code redeems to its reason, so the person is never stranded here.
    const location = await returnPageWithResult(services.db, outcome.returnTo, outcome.resultCode)
    if (location) return reply.headers(SOCIAL_CALLBACK_HEADERS).redirect(location, 303)
    outcome = { ok: false, status: 403, message: SOCIAL_RETURN_PAGE_NOT_ALLOWED_MESSAGE }
  }
  return sendSocialCallbackPage(reply, outcome)
}
