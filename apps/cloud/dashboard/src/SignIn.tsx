import { Button, Input } from '@portico/ui/primitives'
import { type FormEvent, useState } from 'react'
import { type AdminSession, adminApi, errorText } from './adminApi'

/** The admin API's sign-in; a wrong password and the login rate limit are shown as the API words them. */
export function SignIn({ onSignedIn }: { onSignedIn: (session: AdminSession) => void }) {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      onSignedIn(await adminApi.signIn(username, password))
    } catch (caught) {
      setError(errorText(caught))
      setBusy(false)
    }
  }

  return (
    <main className="pc-root dashboard dashboard__main">
      <h1>Portico Cloud admin</h1>
      <form className="dashboard__card dashboard__form" onSubmit={submit} aria-describedby="sign-in-error">
        <Input
          label="Username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id="sign-in-error" className="dashboard__error" role="alert">
          {error}
        </p>
        <Button type="submit" loading={busy} loadingLabel="Signing in">
          Sign in
        </Button>
      </form>
    </main>
  )
}
