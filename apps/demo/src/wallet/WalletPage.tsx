import type { WalletConnectTestWallet } from '@portico/test-wallets'
import { type FormEvent, useEffect, useState } from 'react'

type Step = 'idle' | 'pairing' | 'proposal' | 'approving' | 'rejecting'

/**
 * A phone's wallet in a tab: paste the URI the modal's "Copy link" gave, pair, approve or reject the
 * proposal; requests through the session are answered with the devnet key and listed here.
 */
export function WalletPage({ wallet }: { wallet: WalletConnectTestWallet }) {
  const [uri, setUri] = useState('')
  const [step, setStep] = useState<Step>('idle')
  const [message, setMessage] = useState('')
  const [sessions, setSessions] = useState<string[]>([])
  const [answered, setAnswered] = useState(wallet.answered.length)

  // The wallet answers requests by itself; this keeps the lists on screen current.
  useEffect(() => {
    const timer = setInterval(() => {
      setSessions(wallet.sessionTopics())
      setAnswered(wallet.answered.length)
    }, 500)
    return () => clearInterval(timer)
  }, [wallet])

  const act = async (running: Step, action: () => Promise<unknown>, done: string, next: Step = 'idle') => {
    setStep(running)
    setMessage('')
    try {
      await action()
      setMessage(done)
      setStep(next)
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error))
      setStep('idle')
    }
    setSessions(wallet.sessionTopics())
  }

  const pair = (event: FormEvent) => {
    event.preventDefault()
    void act('pairing', () => wallet.pair(uri.trim()), 'Paired: approve or reject the proposal', 'proposal')
  }

  return (
    <main>
      <h1>Portico demo wallet</h1>
      <p>
        A WalletConnect wallet on the local stack. In the demo, open Connect Wallet → WalletConnect → Copy
        link, paste the link here and pair.
      </p>
      <p>
        Account: <output aria-label="Wallet address">{wallet.addresses[0]}</output>
      </p>
      <form className="card" aria-label="Pair" onSubmit={pair}>
        <label>
          Pairing URI
          <input value={uri} onChange={(event) => setUri(event.target.value)} placeholder="wc:…" />
        </label>
        <button type="submit" disabled={!uri.trim().startsWith('wc:') || step !== 'idle'}>
          Pair
        </button>
      </form>
      {step === 'proposal' || step === 'approving' || step === 'rejecting' ? (
        <section className="card" aria-label="Session proposal">
          <button
            type="button"
            disabled={step !== 'proposal'}
            onClick={() => void act('approving', () => wallet.approveNext(), 'Connected')}
          >
            Approve
          </button>
          <button
            type="button"
            disabled={step !== 'proposal'}
            onClick={() => void act('rejecting', () => wallet.rejectNext(), 'Rejected')}
          >
            Reject
          </button>
        </section>
      ) : null}
      <output aria-label="Wallet status">{message}</output>
      <section className="card" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions</h2>
        <ul aria-label="Sessions">
          {sessions.map((topic) => (
            <li key={topic}>
              {topic.slice(0, 12)}…{' '}
              <button
                type="button"
                onClick={() => void act('idle', () => wallet.disconnect(topic), 'Disconnected')}
              >
                Disconnect
              </button>
            </li>
          ))}
        </ul>
        <p>
          Requests answered: <output aria-label="Requests answered">{answered}</output>
        </p>
      </section>
    </main>
  )
}
