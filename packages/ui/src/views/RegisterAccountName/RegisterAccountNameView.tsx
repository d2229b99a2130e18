import { isUserRejection } from '@portico/core'
import {
  type AccountNameSuggestion,
  accountNameZone,
  checkAccountName,
  NameServiceError,
  registerAccountName,
} from '@portico/core/names'
import { useState } from 'react'
import { Button } from '../../primitives/Button/Button'
import { Input } from '../../primitives/Input/Input'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { NameSuggestionList } from './NameSuggestionList'
import { useNameSuggestions } from './useNameSuggestions'

/** SPEC §2 RegisterAccountName: the label with the zone, live suggestions, Register signs in the wallet (SPEC §4). */
export default function RegisterAccountNameView() {
  const { client, t } = usePortico()
  const zone = accountNameZone(client.options)
  const [label, setLabel] = useState('')
  const [signing, setSigning] = useState(false)
  const [refusal, setRefusal] = useState<{ message: string; suggestions: AccountNameSuggestion[] }>()
  const live = useNameSuggestions(label)
  const issue = label ? checkAccountName(label) : undefined
  // SPEC §5, §9: the minimum shows as soon as the name is typed, before anything is asked.
  const fieldError =
    issue === 'tooShort' ? t('names.tooShort', { min: '4' }) : issue ? t('names.invalid') : undefined
  const taken = live.suggestions[0]?.registered === true
  const register = async () => {
    setSigning(true)
    setRefusal(undefined)
    try {
      await registerAccountName(client, label)
    } catch (error) {
      // SPEC §2: a refusal returns to the form, the name as typed.
      if (isUserRejection(error)) setRefusal({ message: t('names.rejected'), suggestions: [] })
      else if (error instanceof NameServiceError)
        setRefusal({ message: error.shortMessage, suggestions: error.suggestions })
      else setRefusal({ message: (error as Error).message, suggestions: [] })
    } finally {
      setSigning(false)
    }
  }
  const suggestions = refusal?.suggestions.length ? refusal.suggestions : live.suggestions
  return (
    <div className="pc-centered">
      <form
        aria-label={t('title.RegisterAccountName')}
        className="pc-stack"
        style={{ width: '100%', gap: 12, textAlign: 'start', alignItems: 'stretch' }}
        onSubmit={(event) => {
          event.preventDefault()
          void register()
        }}
      >
        <div style={{ display: 'flex', alignItems: 'flex-end', gap: 4, width: '100%' }}>
          <Input
            label={t('names.field')}
            autoComplete="off"
            spellCheck={false}
            value={label}
            aria-invalid={fieldError ? true : undefined}
            style={{ width: '100%' }}
            onChange={(event) => {
              setLabel(event.target.value.trim())
              setRefusal(undefined)
            }}
          />
          <Text
            as="span"
            variant="paragraph"
            tone="muted"
            dir="ltr"
            style={{ paddingBottom: 12 }}
          >{`.${zone}`}</Text>
        </div>
        {fieldError ? (
          <Text as="p" variant="small" tone="error" role="alert">
            {fieldError}
          </Text>
        ) : null}
        <NameSuggestionList suggestions={suggestions} onPick={setLabel} />
        {refusal || live.failure ? (
          <Text as="p" variant="small" tone="error" role="alert">
            {refusal?.message ?? live.failure}
          </Text>
        ) : null}
        <Button
          type="submit"
          style={{ width: '100%' }}
          disabled={!label || issue !== undefined || taken}
          loading={signing}
          loadingLabel={t('names.signing')}
        >
          {signing ? t('names.signing') : t('names.register')}
        </Button>
      </form>
    </div>
  )
}
