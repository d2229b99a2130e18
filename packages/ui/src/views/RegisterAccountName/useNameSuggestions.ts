import { type AccountNameSuggestion, checkAccountName, suggestAccountNames } from '@portico/core/names'
import { useEffect, useState } from 'react'
import { NAME_SUGGESTION_WAIT_MS } from '../../constants'
import { usePortico } from '../../state/PorticoContext'

export type NameSuggestionsState = {
  suggestions: AccountNameSuggestion[]
  failure?: string
  loading: boolean
}

/** SPEC §3 suggestions for the typed label, asked once typing pauses and only for a name SPEC §5 allows. */
export function useNameSuggestions(label: string): NameSuggestionsState {
  const { client } = usePortico()
  const [state, setState] = useState<NameSuggestionsState>({ suggestions: [], loading: false })
  useEffect(() => {
    if (!label || checkAccountName(label)) return setState({ suggestions: [], loading: false })
    let current = true
    setState((previous) => ({ ...previous, loading: true }))
    const timer = setTimeout(() => {
      suggestAccountNames(client, label).then(
        (suggestions) => current && setState({ suggestions, loading: false }),
        (error: Error & { shortMessage?: string }) =>
          current &&
          setState({ suggestions: [], failure: error.shortMessage ?? error.message, loading: false }),
      )
    }, NAME_SUGGESTION_WAIT_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [client, label])
  return state
}
