import { RECOMMENDED_WALLETS_COUNT } from '@portico/core'
import { WALLET_ROW_HEIGHT } from '../../../primitives/ListItem/listItemSize'
import { Shimmer } from '../../../primitives/Shimmer/Shimmer'
import { usePortico } from '../../../state/PorticoContext'

/** Where the recommended wallets (SPEC §7: 4) will be, while the catalogue answers. */
export function CatalogueSkeleton() {
  const { t } = usePortico()
  return (
    <div className="pc-stack" role="status" aria-label={t('connect.loadingWallets')}>
      {Array.from({ length: RECOMMENDED_WALLETS_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
        <Shimmer key={index} height={WALLET_ROW_HEIGHT} radius={16} />
      ))}
    </div>
  )
}
