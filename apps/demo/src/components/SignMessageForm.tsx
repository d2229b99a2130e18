import type { EvmAdapter } from '@portico/adapter-evm'
import { type FormEvent, useState } from 'react'
import { useConnectedWallet } from './useConnectedWallet'

/** Signs a message with the connected wallet (personal_sign) and shows the signature. */
export function SignMessageForm({ evm }: { evm: EvmAdapter }) {
  const wallet = useConnectedWallet()
  const [message, setMessage] = useState('Hello from the Portico demo')
  const [result, setResult] = useState<{ signature?: string; error?: string }>({})

  const sign = async (event: FormEvent) => {
    event.preventDefault()
    if (!wallet) return
    setResult({})
    try {
      const signature = await evm.signMessage({
        connectorId: wallet.connectorId,
        address: wallet.address,
        message,
      })
      setResult({ signature })
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <form className="card" aria-labelledby="sign-heading" onSubmit={sign}>
      <h2 id="sign-heading">Sign a message</h2>
      <label>
        Message
        <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <button type="submit" disabled={!wallet}>
        Sign message
      </button>
      <output aria-label="Signature">{result.signature ?? ''}</output>
      {result.error ? <p role="alert">{result.error}</p> : null}
    </form>
  )
}
