import { Button } from '@portico/ui/primitives'

/** The bar on every signed-in page: who is signed in, and the way out. */
export function DashboardHeader({ username, onSignOut }: { username: string; onSignOut: () => void }) {
  return (
    <header className="dashboard__header">
      <p className="dashboard__brand">Portico Cloud</p>
      <p className="dashboard__who">Signed in as {username}</p>
      <Button variant="neutral" size="sm" onClick={onSignOut}>
        Sign out
      </Button>
    </header>
  )
}
