import type { PolkadotAdapter } from '@portico/adapter-polkadot'
import { parseDecimal } from '@portico/core'
import { usePorticoClient } from '@portico/react'
import { type FormEvent, useState } from 'react'
import { useConnectedWallet } from './useConnectedWallet'

type SendResult = { hash?: string; error?: string }

/**
 * Sends the chain's token from the connected Polkadot account (a balances.transferKeepAlive the extension
 * signs with signPayload), from the account the visitor picked, and shows its hash once in a block.
 */
export function PolkadotSendForm({ polkadot }: { polkadot: PolkadotAdapter }) {
  const client = usePorticoClient()
  const wallet = useConnectedWallet('polkadot')
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const [result, setResult] = useState<SendResult>({})

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!wallet) return
    setResult({})
    try {
      const hash = await polkadot.sendTransaction({
        connectorId: wallet.connectorId,
        caipNetwork: wallet.caipNetwork,
        from: wallet.address,
        to,
        value: parseDecimal(amount, wallet.caipNetwork.nativeCurrency.decimals).toString(),
      })
      setResult({ hash })
      await client.refreshBalance('polkadot')
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <form className="card" aria-labelledby="polkadot-send-heading" onSubmit={send}>
      <h2 id="polkadot-send-heading">Transfer on Polkadot</h2>
      <label>
        Polkadot recipient
        <input value={to} onChange={(event) => setTo(event.target.value)} placeholder="SS58 address" />
      </label>
      <label>
        Polkadot amount
        <input value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" />
      </label>
      <button type="submit" disabled={!wallet}>
        Send on Polkadot
      </button>
      <output aria-label="Polkadot transaction hash">{result.hash ?? ''}</output>
      {result.error ? <p role="alert">{result.error}</p> : null}
    </form>
  )
}
