import { useEffect, useState } from 'react'
import type { ProjectSectionProps } from './AllowedOrigins'
import { adminApi, type CatalogueWallet } from './adminApi'
import { useAdminCall } from './useAdminCall'
import { WalletList } from './WalletList'

const SUGGESTIONS_ID = 'catalogue-wallets'

/** The wallets the project's catalogue (/getWallets) shows first, and those it never shows. */
export function ProjectWallets(props: ProjectSectionProps) {
  const [catalogue, setCatalogue] = useState<CatalogueWallet[] | undefined>()
  const load = useAdminCall()
  const { run } = load
  useEffect(() => {
    run(adminApi.catalogueWallets).then((wallets) => wallets && setCatalogue(wallets))
  }, [run])
  return (
    <section className="dashboard__card" aria-labelledby="wallets-heading">
      <h2 id="wallets-heading">Wallets</h2>
      <p>
        The modal’s wallet list shows featured wallets first, in this order, and never shows excluded ones.
      </p>
      {load.error ? (
        <p className="dashboard__error" role="alert">
          {load.error}
        </p>
      ) : null}
      {catalogue ? (
        <>
          <datalist id={SUGGESTIONS_ID}>
            {catalogue.map((wallet) => (
              <option key={wallet.id} value={wallet.id}>
                {wallet.name}
              </option>
            ))}
          </datalist>
          <WalletList
            {...props}
            listKey="featuredWalletIds"
            title="Featured wallets"
            fieldLabel="Wallet to feature"
            addLabel="Feature wallet"
            catalogue={catalogue}
            suggestions={SUGGESTIONS_ID}
          />
          <WalletList
            {...props}
            listKey="excludedWalletIds"
            title="Excluded wallets"
            fieldLabel="Wallet to exclude"
            addLabel="Exclude wallet"
            catalogue={catalogue}
            suggestions={SUGGESTIONS_ID}
          />
        </>
      ) : null}
    </section>
  )
}
