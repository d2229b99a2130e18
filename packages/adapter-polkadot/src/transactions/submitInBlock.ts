import type { ApiPromise, SubmittableResult } from '@polkadot/api'
import type { Signer, SubmittableExtrinsic } from '@polkadot/api/types'
import { RECEIPT_WAIT_TIMEOUT_MS } from '@portico/core'
import { TransactionFailedError } from '../errors/TransactionFailedError'

export type SubmitInBlockParameters = {
  sender: string
  signer: Signer
  /** How long a signed transaction may take to be in a block; SPEC §9's receipt wait by default. */
  timeoutMs?: number
}

type DispatchError = NonNullable<SubmittableResult['dispatchError']>

/** A module error as the runtime's metadata names it (`balances.InsufficientBalance: …`), else as it encodes. */
function describeDispatchError(api: ApiPromise, error: DispatchError): string {
  if (!error.isModule) return error.toString()
  const { section, name, docs } = api.registry.findMetaError(error.asModule)
  return `${section}.${name}${docs.length > 0 ? `: ${docs.join(' ')}` : ''}`
}

/**
 * Has the signer sign the transaction (the wallet's prompt), submits it and resolves with its hash once
 * it is in a block, where balances read after it see it. A dispatch error, a transaction the pool
 * drops, or no block within the wait rejects; the signer's own error (a refusal) rejects as it is.
 */
export function submitInBlock(
  api: ApiPromise,
  transaction: SubmittableExtrinsic<'promise'>,
  { sender, signer, timeoutMs = RECEIPT_WAIT_TIMEOUT_MS }: SubmitInBlockParameters,
): Promise<`0x${string}`> {
  return new Promise((resolve, reject) => {
    let settled = false
    let unsubscribe: (() => void) | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      unsubscribe?.()
      outcome()
    }
    transaction
      .signAndSend(sender, { signer, nonce: -1 }, (result) => {
        const hash = result.txHash.toHex()
        const fail = (reason: string) => settle(() => reject(new TransactionFailedError(hash, reason)))
        // The wait starts once signed and submitted: the visitor's time in the wallet is not counted.
        timer ??= setTimeout(() => fail(`was in no block within ${timeoutMs} ms`), timeoutMs)
        const { status, dispatchError } = result
        if (dispatchError) fail(`failed: ${describeDispatchError(api, dispatchError)}`)
        else if (status.isInBlock || status.isFinalized) settle(() => resolve(hash))
        else if (status.isInvalid || status.isDropped || status.isUsurped)
          fail(`was not included: the pool reports it ${status.type}`)
      })
      .then(
        (stop) => {
          unsubscribe = stop
          if (settled) stop()
        },
        (error: unknown) => settle(() => reject(error)),
      )
  })
}
