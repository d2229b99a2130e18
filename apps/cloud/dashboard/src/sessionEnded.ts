import { createContext, useContext } from 'react'

/** Called when the admin API answers 401 to a signed-in page: the session ended (expired, or signed out elsewhere). */
export const SessionEndedContext = createContext<() => void>(() => {})

export const useSessionEnded = () => useContext(SessionEndedContext)
