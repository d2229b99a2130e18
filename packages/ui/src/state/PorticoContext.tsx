import type { PorticoClient } from '@portico/core'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { MessageKey, Messages, PluralKey } from '../locales/en'
import { formatMessage } from '../locales/formatMessage'
import { formatPlural } from '../locales/formatPlural'

type PorticoUiContext = {
  client: PorticoClient
  messages: Messages
  /** The catalogue's BCP 47 tag, for `Intl` dates, numbers and plurals. */
  locale: string
  /** A message of the chosen locale with its placeholders filled. */
  t: (key: MessageKey, values?: Record<string, string>) => string
  /** A message that counts something, in the form `Intl.PluralRules` picks for `count`. */
  plural: (key: PluralKey, count: number, values?: Record<string, string>) => string
}

const Context = createContext<PorticoUiContext | undefined>(undefined)

export function PorticoProvider({
  client,
  messages,
  children,
}: {
  client: PorticoClient
  messages: Messages
  children: ReactNode
}) {
  const value = useMemo(() => {
    const locale = messages['locale.tag']
    return {
      client,
      messages,
      locale,
      t: (key: MessageKey, values?: Record<string, string>) => formatMessage(messages[key], values),
      plural: (key: PluralKey, count: number, values?: Record<string, string>) =>
        formatPlural(messages[key], count, locale, values),
    }
  }, [client, messages])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function usePortico(): PorticoUiContext {
  const value = useContext(Context)
  if (!value) throw new Error('Portico UI components must render inside the modal shell')
  return value
}
