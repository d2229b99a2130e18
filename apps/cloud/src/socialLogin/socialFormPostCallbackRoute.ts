import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { acceptFormBodies } from '../server/acceptFormBodies'
import { answerSocialCallback, sendSocialCallbackPage } from './answerSocialCallback'
import { FirstLoginUserError, readFirstLoginName } from './readFirstLoginName'
import { SOCIAL_CALLBACK_HTML_RESPONSES, SOCIAL_CALLBACK_QUERY_FIELDS } from './socialCallbackSchemas'
import {
  FIRST_LOGIN_USER_FIELD_MAX_LENGTH,
  SOCIAL_CALLBACK_PATH,
  SOCIAL_FORM_POST_MAX_BYTES,
} from './socialLoginConstants'
import { socialUserFieldInvalidMessage } from './socialLoginErrors'

/**
 * The callback as a form POST (`response_mode=form_post`), which Apple uses whenever name or
 * email is asked, with its first-login `user` field. Its own plugin, so its form parser serves this route
 * only: every other route still reads JSON alone.
 */
export const socialFormPostCallbackRoute: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app, SOCIAL_FORM_POST_MAX_BYTES)
  app.post(
    SOCIAL_CALLBACK_PATH,
    {
      schema: {
        summary: "Where Apple posts the person back (response_mode=form_post): the same page as the GET's",
        consumes: ['application/x-www-form-urlencoded'],
        body: Type.Object({
          ...SOCIAL_CALLBACK_QUERY_FIELDS,
          user: Type.Optional(
            Type.String({
              maxLength: FIRST_LOGIN_USER_FIELD_MAX_LENGTH,
              description:
                'Apple, first login only: {"name":{"firstName","lastName"},"email"} (shown, never trusted)',
            }),
          ),
        }),
        response: SOCIAL_CALLBACK_HTML_RESPONSES,
      },
      // A top-level cross-site POST from the provider: no project query, an Origin of the provider's; per address.
      config: { access: 'open', rateLimitFamily: 'socialCallback' },
    },
    async (request, reply) => {
      const { user, ...query } = request.body
      let firstLoginName: string | undefined
      try {
        firstLoginName = user === undefined ? undefined : readFirstLoginName(user)
      } catch (error) {
        if (!(error instanceof FirstLoginUserError)) throw error
        // Apple never sends this: the state is left as it is, for no one can finish with a forged field.
        return sendSocialCallbackPage(reply, {
          ok: false,
          status: 400,
          message: socialUserFieldInvalidMessage(error.message),
        })
      }
      // No cookie is read or set: the sign-in is found by its state alone, so SameSite cannot drop it from Apple's cross-site POST.
      return answerSocialCallback(app.services, reply, query, {
        responseMode: 'form_post',
        ...(firstLoginName ? { firstLoginName } : {}),
      })
    },
  )
}
