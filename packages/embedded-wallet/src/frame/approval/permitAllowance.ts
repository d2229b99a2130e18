const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined

/** Who may spend what, read from an EIP-2612 Permit or a Permit2 allowance; undefined for other typed data. */
export type PermitAllowance = { spender: string; amount: string; token: string }

export function permitAllowance(
  primaryType: string | undefined,
  domain: unknown,
  message: unknown,
): PermitAllowance | undefined {
  const fields = asRecord(message)
  const spender = text(fields.spender)
  if (!spender) return undefined
  // EIP-2612: the token is the domain's contract; the amount is `value`.
  if (primaryType === 'Permit') {
    const amount = text(fields.value)
    const token = text(asRecord(domain).verifyingContract) ?? text(asRecord(domain).name)
    return amount && token ? { spender, amount, token } : undefined
  }
  // Permit2: one allowance (`details`) or a signature transfer (`permitted`).
  if (
    primaryType === 'PermitSingle' ||
    primaryType === 'PermitTransferFrom' ||
    primaryType === 'PermitWitnessTransferFrom'
  ) {
    const details = asRecord(fields.details ?? fields.permitted)
    const amount = text(details.amount)
    const token = text(details.token)
    return amount && token ? { spender, amount, token } : undefined
  }
  return undefined
}
