import type { SolanaAdapter } from '@portico/adapter-solana'
import { parseDecimal } from '@portico/core'
import { usePorticoClient } from '@portico/react'
import { type FormEvent, useState } from 'react'
import type { LocalStack } from '../stack/loadLocalStack'
import { useConnectedWallet } from './useConnectedWallet'

type SendResult = { signature?: string; error?: string }

/**
 * Sends SOL or the DUSD fixture token from the connected Solana wallet (SPEC §4's send flow), with
 * an optional commitment to confirm at (SPEC §5's values; anything else is refused).
 */
export function SolanaSendForm({ solana, stack }: { solana: SolanaAdapter; stack: LocalStack }) {
  const client = usePorticoClient()
  const wallet = useConnectedWallet('solana')
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const [token, setToken] = useState<'SOL' | 'DUSD'>('SOL')
  const [commitment, setCommitment] = useState('')
  const [result, setResult] = useState<SendResult>({})
  const dusd = stack.solana.tokens.DUSD

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!wallet) return
    setResult({})
    try {
      const decimals = token === 'DUSD' ? (dusd?.decimals ?? 6) : wallet.caipNetwork.nativeCurrency.decimals
      const signature = await solana.sendTransaction({
        connectorId: wallet.connectorId,
        caipNetwork: wallet.caipNetwork,
        to,
        value: parseDecimal(amount, decimals).toString(),
        ...(token === 'DUSD' && dusd ? { tokenAddress: dusd.mint } : {}),
        ...(commitment ? { commitment } : {}),
      })
      setResult({ signature })
      await client.refreshBalance('solana')
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <form className="card" aria-labelledby="solana-send-heading" onSubmit={send}>
      <h2 id="solana-send-heading">Transfer on Solana</h2>
      <label>
        Solana recipient
        <input value={to} onChange={(event) => setTo(event.target.value)} placeholder="base58 address" />
      </label>
      <label>
        Solana amount
        <input value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" />
      </label>
      <label>
        Solana token
        <select value={token} onChange={(event) => setToken(event.target.value as 'SOL' | 'DUSD')}>
          <option value="SOL">SOL</option>
          <option value="DUSD">DUSD</option>
        </select>
      </label>
      <label>
        Commitment
        <input
          value={commitment}
          onChange={(event) => setCommitment(event.target.value)}
          placeholder="confirmed"
        />
      </label>
      <button type="submit" disabled={!wallet}>
        Send on Solana
      </button>
      <output aria-label="Solana transaction signature">{result.signature ?? ''}</output>
      {result.error ? <p role="alert">{result.error}</p> : null}
    </form>
  )
}
