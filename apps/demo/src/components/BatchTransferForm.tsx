import type { EvmAdapter } from '@portico/adapter-evm'
import { useProvider } from '@portico/react'
import { type FormEvent, useState } from 'react'
import {
  createWalletClient,
  custom,
  type EIP1193Provider,
  encodeFunctionData,
  erc20Abi,
  parseUnits,
} from 'viem'
import type { LocalStack } from '../stack/loadLocalStack'
import { useConnectedWallet } from './useConnectedWallet'

type BatchResult = { id?: string; status?: string; hash?: string; error?: string }

/**
 * Two DUSD transfers asked as one EIP-5792 batch (`wallet_sendCalls`): a smart account sends them in one user
 * operation; the page then waits for the batch's status through `wallet_getCallsStatus`.
 */
export function BatchTransferForm({ evm, stack }: { evm: EvmAdapter; stack: LocalStack }) {
  const wallet = useConnectedWallet('eip155')
  const { walletProvider } = useProvider('eip155')
  const [first, setFirst] = useState('')
  const [second, setSecond] = useState('')
  const [amount, setAmount] = useState('')
  const [result, setResult] = useState<BatchResult>({})
  const chain = stack.chains.find((candidate) => candidate.chainId === wallet?.caipNetwork.id)
  const decimals = stack.tokens.find((token) => token.symbol === 'DUSD')?.decimals ?? 6

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!wallet || !chain || !walletProvider) return
    setResult({})
    try {
      const token = chain.contracts.DUSD
      if (!token) throw new Error(`no DUSD on chain ${chain.chainId}`)
      // wagmi's chain for the connected network: the batch names its chain id.
      const viemChain = evm.wagmiConfig.chains.find((candidate) => candidate.id === chain.chainId)
      const value = parseUnits(amount, decimals)
      const transfer = (to: string) => ({
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to as `0x${string}`, value],
        }),
      })
      const client = createWalletClient({
        account: wallet.address as `0x${string}`,
        transport: custom(walletProvider as EIP1193Provider),
      })
      const { id } = await client.sendCalls({
        chain: viemChain,
        calls: [transfer(first), transfer(second)],
        forceAtomic: true,
      })
      setResult({ id, status: 'pending' })
      const status = await client.waitForCallsStatus({ id, timeout: 30_000 })
      setResult({ id, status: status.status ?? 'unknown', hash: status.receipts?.[0]?.transactionHash })
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <form className="card" aria-labelledby="batch-heading" onSubmit={send}>
      <h2 id="batch-heading">Batch transfer</h2>
      <label>
        First recipient
        <input value={first} onChange={(event) => setFirst(event.target.value)} placeholder="0x…" />
      </label>
      <label>
        Second recipient
        <input value={second} onChange={(event) => setSecond(event.target.value)} placeholder="0x…" />
      </label>
      <label>
        DUSD each
        <input value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" />
      </label>
      <button type="submit" disabled={!wallet || !chain}>
        Send both
      </button>
      <output aria-label="Batch id">{result.id ?? ''}</output>
      <output aria-label="Batch status">{result.status ?? ''}</output>
      <output aria-label="Batch transaction hash">{result.hash ?? ''}</output>
      {result.error ? <p role="alert">{result.error}</p> : null}
    </form>
  )
}
