import { useAccount, useNetwork, usePorticoEvents } from '@portico/react'
import type { SiwxSessionCacao } from '@portico/siwx'
import { useEffect, useState } from 'react'
import { demoSiwxStorage, type SignInMode } from '../portico/demoSignIn'

const MODES: { mode: SignInMode; label: string }[] = [
  { mode: 'off', label: 'Off' },
  { mode: 'optional', label: 'Optional' },
  { mode: 'required', label: 'Required' },
]

/** Asks the demo's server who is signed in, with the session the page kept; the server verifies it. */
async function askServer(chainId: string, address: string): Promise<string | undefined> {
  const [session] = (await demoSiwxStorage.get(chainId, address)).slice(-1)
  if (!session) return undefined
  const publicKey = (session.cacao as SiwxSessionCacao | undefined)?.publicKey
  const response = await fetch('/portico/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: session.message, signature: session.signature, publicKey }),
  })
  if (!response.ok) return undefined
  const answer = (await response.json()) as { address: string }
  return answer.address
}

/** The demo's "Sign in" switch (it reloads the page with `?signIn=`) and what its server says. */
export function SignInPanel({ mode }: { mode: SignInMode }) {
  const { address } = useAccount()
  const { caipNetwork } = useNetwork()
  const event = usePorticoEvents()
  const [signedInAs, setSignedInAs] = useState<string | undefined>()
  const chainId = caipNetwork?.caipNetworkId

  // Asked again whenever the account, its network or the last event (a sign-in, a sign-out) changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the last event is a trigger, not an input — a sign-in changes the server's answer.
  useEffect(() => {
    let current = true
    if (mode === 'off' || !address || !chainId) {
      setSignedInAs(undefined)
      return
    }
    void askServer(chainId, address)
      .catch(() => undefined)
      .then((who) => {
        if (current) setSignedInAs(who)
      })
    return () => {
      current = false
    }
  }, [mode, address, chainId, event?.timestamp])

  const choose = (next: SignInMode) => {
    const url = new URL(window.location.href)
    if (next === 'off') url.searchParams.delete('signIn')
    else url.searchParams.set('signIn', next)
    window.location.assign(url)
  }
  return (
    <section className="card" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">Sign in</h2>
      <fieldset>
        <legend>Sign in with the wallet</legend>
        {MODES.map(({ mode: option, label }) => (
          <label key={option}>
            <input type="radio" name="sign-in" checked={mode === option} onChange={() => choose(option)} />
            {label}
          </label>
        ))}
      </fieldset>
      <p role="status" aria-label="Demo server">
        {mode === 'off' ? 'Sign-in is off' : signedInAs ? `Signed in as ${signedInAs}` : 'Not signed in'}
      </p>
    </section>
  )
}
