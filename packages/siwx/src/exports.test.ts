import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toEqual([
    'DEFAULT_CLOUD_TOKENS_KEY',
    'DEFAULT_EXPIRES_IN_SECONDS',
    'DEFAULT_STORAGE_KEY',
    'InvalidSiwxMessageError',
    'SIWX_SIGNATURE_ERROR_MESSAGE',
    'SiwxSignatureError',
    'cloudSiwxStorage',
    'createNonce',
    'createSiwx',
    'createSiwxMessage',
    'localSiwxStorage',
    'parseSiwxMessage',
    'verifyAdr36Signature',
    'verifySiwx',
    'verifySiwxToken',
  ])
})
