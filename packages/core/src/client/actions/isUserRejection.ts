/** EIP-1193's 4001 and the names SDKs give a refusal: the visitor said no, nothing broke. */
export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, name } = error as { code?: unknown; name?: unknown }
  return code === 4001 || name === 'UserRejectedRequestError' || name === 'UserRejectedError'
}
