import { useAccount, useNetwork, usePorticoEvents } from '@portico/react'
import { useEffect, useState } from 'react'
import { demoSessionProof, type SignInMode, type SignInStorage } from '../portico/demoSignIn'
import type { LocalStack } from '../stack/loadLocalStack'

const MODES: { mode: SignInMode; label: string }[] = [
  { mode: 'off', label: 'Off' },
  { mode: 'optional', label: 'Optional' },
  { mode: 'required', label: 'Required' },
]

const STORAGES: { storage: SignInStorage; label: string }[] = [
  { storage: 'page', label: 'The page' },
  { storage: 'cloud', label: 'Portico Cloud' },
]

/** Asks the demo's server who is signed in, with the page's proof of it; the server checks it. */
async function askServer(proof: Record<string, unknown> | undefined): Promise<string | undefined> {
  if (!proof) return undefined
  const response = await fetch('/portico/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(proof),
  })
  if (!response.ok) return undefined
  const answer = (await response.json()) as { address: string }
  return answer.address
}

/** Reloads the page with one search parameter changed (the client reads its options once). */
function reloadWith(name: string, value: string | undefined) {
  const url = new URL(window.location.href)
  if (value === undefined) url.searchParams.delete(name)
  else url.searchParams.set(name, value)
  window.location.assign(url)
}

type SignInPanelProps = { stack: LocalStack; mode: SignInMode; storage: SignInStorage }

/** The demo's "Sign in" switches (`?signIn=`, `?signInStorage=`) and what its server says. */
export function SignInPanel({ stack, mode, storage }: SignInPanelProps) {
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
    void demoSessionProof(stack, storage, chainId, address)
      .then(askServer)
      .catch(() => undefined)
      .then((who) => {
        if (current) setSignedInAs(who)
      })
    return () => {
      current = false
    }
  }, [stack, mode, storage, address, chainId, event?.timestamp])

  return (
    <section className="card" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">Sign in</h2>
      <fieldset>
        <legend>Sign in with the wallet</legend>
        {MODES.map(({ mode: option, label }) => (
          <label key={option}>
            <input
              type="radio"
              name="sign-in"
              checked={mode === option}
              onChange={() => reloadWith('signIn', option === 'off' ? undefined : option)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Sessions kept by</legend>
        {STORAGES.map(({ storage: option, label }) => (
          <label key={option}>
            <input
              type="radio"
              name="sign-in-storage"
              checked={storage === option}
              onChange={() => reloadWith('signInStorage', option === 'page' ? undefined : option)}
            />
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
