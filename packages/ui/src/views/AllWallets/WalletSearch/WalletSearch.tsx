import { useState } from 'react'
import { Input } from '../../../primitives/Input/Input'
import { usePortico } from '../../../state/PorticoContext'

/** The catalogue search; core's store waits out SPEC §9's 300 ms minimum and lets the newest query win. */
export function WalletSearch() {
  const { client, t } = usePortico()
  const [value, setValue] = useState(() => client.stores.catalogue.getState().searchQuery)
  return (
    <Input
      label={t('allWallets.search')}
      hideLabel
      type="search"
      placeholder={t('allWallets.search')}
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(event) => {
        setValue(event.target.value)
        void client.stores.catalogue.getState().search(event.target.value)
      }}
    />
  )
}
