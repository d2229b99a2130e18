import type { ThemeMode, ThemeVariables } from '@portico/core'
import { usePorticoClient } from '../usePorticoClient'
import { useStoreSelector } from '../useStoreSelector'

/** The modal's theme and its setters. */
export function usePorticoTheme() {
  const client = usePorticoClient()
  const theme = useStoreSelector(client.stores.theme, (state) => ({
    themeMode: state.themeMode,
    themeVariables: state.themeVariables,
  }))
  return {
    ...theme,
    setThemeMode: (mode: ThemeMode) => client.setThemeMode(mode),
    setThemeVariables: (variables: ThemeVariables) => client.setThemeVariables(variables),
  }
}
