import type { ChainAdapter } from '@portico/core'
import { type FormEvent, useState } from 'react'
import { useConnectedWallet } from './useConnectedWallet'

type Namespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos'

// Each namespace's form is named apart, so a page (and a test) can tell them by their accessible names.
const TEXT: Record<Namespace, { heading: string; message: string; button: string; signature: string }> = {
  eip155: { heading: 'Sign a message', message: 'Message', button: 'Sign message', signature: 'Signature' },
  solana: {
    heading: 'Solana message signature',
    message: 'Solana message',
    button: 'Sign Solana message',
    signature: 'Solana signature',
  },
  bip122: {
    heading: 'Bitcoin message signature',
    message: 'Bitcoin message',
    button: 'Sign Bitcoin message',
    signature: 'Bitcoin signature',
  },
  polkadot: {
    heading: 'Polkadot message signature',
    message: 'Polkadot message',
    button: 'Sign Polkadot message',
    signature: 'Polkadot signature',
  },
  cosmos: {
    heading: 'Cosmos message signature',
    message: 'Cosmos message',
    button: 'Sign Cosmos message',
    signature: 'Cosmos signature',
  },
}
const FIRST_MESSAGE: Record<Namespace, string> = {
  eip155: 'Hello from the Portico demo',
  solana: 'Hello from the Portico demo on Solana',
  bip122: 'Hello from the Portico demo on Bitcoin',
  polkadot: 'Hello from the Portico demo on Polkadot',
  cosmos: 'Hello from the Portico demo on Cosmos',
}

/**
 * Signs a message with the namespace's connected wallet (personal_sign, solana:signMessage, Bitcoin's
 * signMessage: BIP-322 or ECDSA, base64; Polkadot's signRaw of the <Bytes>-wrapped text; Cosmos's
 * ADR-36 signArbitrary) and shows the signature. A wallet with several accounts on
 * the namespace (Bitcoin's payment and ordinal, SPEC §3) signs with the one chosen.
 */
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
  const [chosen, setChosen] = useState<string>()
  const [result, setResult] = useState<{ signature?: string; error?: string }>({})
  const address = wallet?.accounts.find((account) => account.address === chosen)?.address ?? wallet?.address

  const sign = async (event: FormEvent) => {
    event.preventDefault()
    if (!wallet || !address) return
    setResult({})
    try {
      const signature = await adapter.signMessage({ connectorId: wallet.connectorId, address, message })
      setResult({ signature })
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) })
    }
  }

  const headingId = `${namespace}-sign-heading`
  return (
    <form className="card" aria-labelledby={headingId} onSubmit={sign}>
      <h2 id={headingId}>{text.heading}</h2>
      {wallet && wallet.accounts.length > 1 ? (
        <label>
          Signing account
          <select value={address} onChange={(event) => setChosen(event.target.value)}>
            {wallet.accounts.map((account) => (
              <option key={account.address} value={account.address}>
                {account.type ? `${account.type}: ${account.address}` : account.address}
              </option>
            ))}
          </select>
        </label>
      ) : null}
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
