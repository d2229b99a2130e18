import { Button, Input } from '@portico/ui/primitives'
import { type FormEvent, useState } from 'react'
import type { ProjectSectionProps } from './AllowedOrigins'
import { adminApi, type CatalogueWallet, type WalletListKey } from './adminApi'
import { findCatalogueWallet } from './findCatalogueWallet'
import { useAdminCall } from './useAdminCall'

export type WalletListProps = ProjectSectionProps & {
  listKey: WalletListKey
  title: string
  /** The field's label and the add button's text. */
  fieldLabel: string
  addLabel: string
  catalogue: readonly CatalogueWallet[]
  /** The id of the page's <datalist> of catalogue wallets. */
  suggestions: string
}

/** One of the project's wallet lists: its wallets by name, each removable, and a field that adds one. */
export function WalletList(props: WalletListProps) {
  const { csrf, project, onChanged, listKey, title, fieldLabel, addLabel, catalogue, suggestions } = props
  const [typed, setTyped] = useState('')
  const [invalid, setInvalid] = useState<string | undefined>()
  const save = useAdminCall()
  const ids = project[listKey]
  const nameOf = (id: string) => catalogue.find((wallet) => wallet.id === id)?.name ?? id

  const store = async (next: string[]) => {
    const changed = await save.run(() => adminApi.setWallets(csrf, project.id, { [listKey]: next }))
    if (changed) onChanged(changed)
    return changed
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const wallet = findCatalogueWallet(catalogue, typed)
    if (!wallet) return setInvalid(`no wallet “${typed.trim()}” in the catalogue: pick one from the list`)
    if (ids.includes(wallet.id)) return setInvalid(`${wallet.name} is in this list already`)
    setInvalid(undefined)
    if (await store([...ids, wallet.id])) setTyped('')
  }

  return (
    <div className="dashboard__wallets">
      <h3 id={`${listKey}-heading`}>{title}</h3>
      {ids.length === 0 ? <p>None.</p> : null}
      <ol className="dashboard__list" aria-labelledby={`${listKey}-heading`}>
        {ids.map((id) => (
          <li key={id} className="dashboard__row">
            <span>
              {nameOf(id)} <code>{id}</code>
            </span>
            <Button variant="neutral" size="sm" onClick={() => store(ids.filter((other) => other !== id))}>
              Remove
              <span className="pc-visually-hidden">
                {' '}
                {nameOf(id)} from {title.toLowerCase()}
              </span>
            </Button>
          </li>
        ))}
      </ol>
      <form className="dashboard__form" onSubmit={submit}>
        <Input
          label={fieldLabel}
          list={suggestions}
          autoComplete="off"
          required
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={invalid ?? save.error}
        />
        <Button type="submit" variant="neutral" loading={save.busy} loadingLabel="Saving">
          {addLabel}
        </Button>
      </form>
    </div>
  )
}
