import { expect, test } from 'vitest'
import { readSocialResult, SOCIAL_RESULT_MESSAGE_TYPE } from './socialResultMessage'

test("reads the callback page's success and error messages", () => {
  expect(
    readSocialResult({ type: SOCIAL_RESULT_MESSAGE_TYPE, status: 'success', resultCode: 'abc' }),
  ).toEqual({
    status: 'success',
    resultCode: 'abc',
  })
  expect(readSocialResult({ type: SOCIAL_RESULT_MESSAGE_TYPE, status: 'error', error: 'refused' })).toEqual({
    status: 'error',
    error: 'refused',
  })
})

test('anything of another shape is no result', () => {
  for (const data of [
    null,
    'portico:social-login',
    { type: 'other', status: 'success', resultCode: 'abc' },
    { type: SOCIAL_RESULT_MESSAGE_TYPE, status: 'success' },
    { type: SOCIAL_RESULT_MESSAGE_TYPE, status: 'success', resultCode: 42 },
    { type: SOCIAL_RESULT_MESSAGE_TYPE, status: 'success', resultCode: 'x'.repeat(129) },
    { type: SOCIAL_RESULT_MESSAGE_TYPE, status: 'error' },
    { type: SOCIAL_RESULT_MESSAGE_TYPE, status: 'maybe', resultCode: 'abc' },
  ])
    expect(readSocialResult(data)).toBeUndefined()
})
