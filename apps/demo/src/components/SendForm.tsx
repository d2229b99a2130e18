import type { EvmAdapter } from '@portico/adapter-evm'
import { usePorticoClient } from '@portico/react'
import { type FormEvent, useState } from 'react'
import { createPublicClient, http, parseUnits } from 'viem'
import type { LocalStack } from '../stack/loadLocalStack'
import { useConnectedWallet } from './useConnectedWallet'

type SendResult = { hash?: string; confirmed?: boolean; error?: string }

/** Sends ETH or the DUSD fixture token from the connected wallet (SPEC §4's send flow) and shows the hash. */
export function SendForm({ evm, stack }: { evm: EvmAdapter; stack: LocalStack }) {
  const client = usePorticoClient()
  const wallet = useConnectedWallet('eip155')
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const [token, setToken] = useState<'ETH' | 'DUSD'>('ETH')
  const [result, setResult] = useState<SendResult>({})
  const chain = stack.chains.find((candidate) => candidate.chainId === wallet?.caipNetwork.id)

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!wallet || !chain || !evm.sendTransaction) return
    setResult({})
    try {
      const tokenAddress = token === 'DUSD' ? chain.contracts.DUSD : undefined
      const decimals =
        token === 'DUSD'
          ? (stack.tokens.find((candidate) => candidate.symbol === 'DUSD')?.decimals ?? 6)
          : wallet.caipNetwork.nativeCurrency.decimals
      const hash = await evm.sendTransaction({
        connectorId: wallet.connectorId,
        caipNetwork: wallet.caipNetwork,
        to,
        value: parseUnits(amount, decimals).toString(),
        ...(tokenAddress ? { tokenAddress } : {}),
      })
      setResult({ hash })
      const receipt = await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({
        hash: hash as `0x${string}`,
      })
      setResult({ hash, confirmed: receipt.status === 'success' })
      await client.refreshBalance()
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <form className="card" aria-labelledby="send-heading" onSubmit={send}>
      <h2 id="send-heading">Send</h2>
      <label>
        Recipient
        <input value={to} onChange={(event) => setTo(event.target.value)} placeholder="0x…" />
      </label>
      <label>
        Amount
        <input value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" />
      </label>
      <label>
        Token
        <select value={token} onChange={(event) => setToken(event.target.value as 'ETH' | 'DUSD')}>
          <option value="ETH">ETH</option>
          <option value="DUSD">DUSD</option>
        </select>
      </label>
      <button type="submit" disabled={!wallet || !chain}>
        Send
      </button>
      <output aria-label="Transaction hash">{result.hash ?? ''}</output>
      <output aria-label="Transaction status">
        {result.hash
          ? result.confirmed === undefined
            ? 'pending'
            : result.confirmed
              ? 'confirmed'
              : 'reverted'
          : ''}
      </output>
      {result.error ? <p role="alert">{result.error}</p> : null}
    </form>
  )
}
