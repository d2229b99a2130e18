export { DEFAULT_CLOUD_TOKENS_KEY, DEFAULT_EXPIRES_IN_SECONDS, DEFAULT_STORAGE_KEY } from './constants'
export { createNonce } from './createNonce'
export {
  type CreateSiwxParameters,
  type CreateSiwxReturnType,
  createSiwx,
  type SiwxSessionCacao,
} from './createSiwx'
export { InvalidSiwxMessageError, SIWX_SIGNATURE_ERROR_MESSAGE, SiwxSignatureError } from './errors'
export {
  type CreateSiwxMessageParameters,
  type CreateSiwxMessageReturnType,
  createSiwxMessage,
} from './message/createSiwxMessage'
export { type ParseSiwxMessageReturnType, parseSiwxMessage } from './message/parseSiwxMessage'
export {
  type CloudSiwxStorage,
  type CloudSiwxStorageParameters,
  cloudSiwxStorage,
} from './storage/cloudSiwxStorage'
export {
  type LocalSiwxStorageParameters,
  localSiwxStorage,
  type StorageLike,
} from './storage/localSiwxStorage'
export type { SiwxStorage } from './storage/SiwxStorage'
export {
  type SiwxTokenClaims,
  type SiwxTokenKey,
  type VerifySiwxTokenParameters,
  verifySiwxToken,
} from './token/verifySiwxToken'
export {
  type VerifyAdr36SignatureParameters,
  verifyAdr36Signature,
} from './verify/verifyAdr36SignatureLazily'
export { type VerifySiwxParameters, type VerifySiwxReturnType, verifySiwx } from './verify/verifySiwx'
