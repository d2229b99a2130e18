import type { ChainAdapter } from '@portico/core'
import { type FormEvent, useState } from 'react'
import { useConnectedWallet } from './useConnectedWallet'

type Namespace = 'eip155' | 'solana'

// Each namespace's form is named apart, so a page (and a test) can tell them by their accessible names.
const TEXT: Record<Namespace, { heading: string; message: string; button: string; signature: string }> = {
  eip155: { heading: 'Sign a message', message: 'Message', button: 'Sign message', signature: 'Signature' },
  solana: {
    heading: 'Solana message signature',
    message: 'Solana message',
    button: 'Sign Solana message',
    signature: 'Solana signature',
  },
}
const FIRST_MESSAGE: Record<Namespace, string> = {
  eip155: 'Hello from the Portico demo',
  solana: 'Hello from the Portico demo on Solana',
}

/** Signs a message with the namespace's connected wallet (personal_sign, solana:signMessage) and shows the signature. */
export function SignMessageForm({
  namespace,
  adapter,
}: {
  namespace: Namespace
  adapter: Pick<ChainAdapter, 'signMessage'>
}) {
  const wallet = useConnectedWallet(namespace)
  const text = TEXT[namespace]
  const [message, setMessage] = useState(FIRST_MESSAGE[namespace])
  const [result, setResult] = useState<{ signature?: string; error?: string }>({})

  const sign = async (event: FormEvent) => {
    event.preventDefault()
    if (!wallet) return
    setResult({})
    try {
      const signature = await adapter.signMessage({
        connectorId: wallet.connectorId,
        address: wallet.address,
        message,
      })
      setResult({ signature })
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) })
    }
  }

  const headingId = `${namespace}-sign-heading`
  return (
    <form className="card" aria-labelledby={headingId} onSubmit={sign}>
      <h2 id={headingId}>{text.heading}</h2>
      <label>
        {text.message}
        <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <button type="submit" disabled={!wallet}>
        {text.button}
      </button>
      <output aria-label={text.signature}>{result.signature ?? ''}</output>
      {result.error ? <p role="alert">{result.error}</p> : null}
    </form>
  )
}
