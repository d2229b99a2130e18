import type { SolanaAdapter } from '@portico/adapter-solana'
import { type FormEvent, useState } from 'react'
import { useConnectedSolanaWallet } from './useConnectedSolanaWallet'

/** Signs a message with the connected Solana wallet (solana:signMessage) and shows the base58 signature. */
export function SolanaSignMessageForm({ solana }: { solana: SolanaAdapter }) {
  const wallet = useConnectedSolanaWallet()
  const [message, setMessage] = useState('Hello from the Portico demo on Solana')
  const [result, setResult] = useState<{ signature?: string; error?: string }>({})

  const sign = async (event: FormEvent) => {
    event.preventDefault()
    if (!wallet) return
    setResult({})
    try {
      const signature = await solana.signMessage({
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
    <form className="card" aria-labelledby="solana-sign-heading" onSubmit={sign}>
      <h2 id="solana-sign-heading">Solana message signature</h2>
      <label>
        Solana message
        <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <button type="submit" disabled={!wallet}>
        Sign Solana message
      </button>
      <output aria-label="Solana signature">{result.signature ?? ''}</output>
      {result.error ? <p role="alert">{result.error}</p> : null}
    </form>
  )
}
