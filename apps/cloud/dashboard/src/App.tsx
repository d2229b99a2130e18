import { useCallback, useEffect, useState } from 'react'
import { AdminApiError, type AdminSession, adminApi } from './adminApi'
import { DashboardHeader } from './DashboardHeader'
import { ProjectList } from './ProjectList'
import { ProjectSettings } from './ProjectSettings'
import { SignIn } from './SignIn'
import { SessionEndedContext } from './sessionEnded'

type Signed = { state: 'checking' } | { state: 'signedOut' } | { state: 'signedIn'; session: AdminSession }

/** The dashboard: sign in, then the project list or one project's settings. */
export function App() {
  const [signed, setSigned] = useState<Signed>({ state: 'checking' })
  const [projectId, setProjectId] = useState<string | undefined>()
  const [deletedName, setDeletedName] = useState<string | undefined>()

  // A session cookie from an earlier sign-in still counts after a reload.
  useEffect(() => {
    adminApi.session().then(
      (session) => setSigned({ state: 'signedIn', session }),
      (error: unknown) => {
        if (!(error instanceof AdminApiError) || error.status !== 401) console.error(error)
        setSigned({ state: 'signedOut' })
      },
    )
  }, [])

  const sessionEnded = useCallback(() => {
    setProjectId(undefined)
    setSigned({ state: 'signedOut' })
  }, [])

  if (signed.state === 'checking') return <main className="pc-root dashboard" aria-busy="true" />
  if (signed.state === 'signedOut') {
    return <SignIn onSignedIn={(session) => setSigned({ state: 'signedIn', session })} />
  }
  const { session } = signed
  const signOut = async () => {
    // An already ended session (401) signs out just the same.
    await adminApi.signOut(session.csrfToken).catch((error: unknown) => {
      if (!(error instanceof AdminApiError) || error.status !== 401) throw error
    })
    sessionEnded()
  }
  return (
    <SessionEndedContext.Provider value={sessionEnded}>
      <div className="pc-root dashboard">
        <DashboardHeader username={session.admin.username} onSignOut={signOut} />
        <main className="dashboard__main">
          {projectId ? (
            <ProjectSettings
              csrf={session.csrfToken}
              projectId={projectId}
              onBack={() => setProjectId(undefined)}
              onDeleted={(project) => {
                setDeletedName(project.name)
                setProjectId(undefined)
              }}
            />
          ) : (
            <ProjectList
              csrf={session.csrfToken}
              onOpen={(id) => {
                setDeletedName(undefined)
                setProjectId(id)
              }}
              deletedName={deletedName}
            />
          )}
        </main>
      </div>
    </SessionEndedContext.Provider>
  )
}
