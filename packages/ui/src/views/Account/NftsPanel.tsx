import { WalletIcon } from '../../primitives/Icons/Icons'
import { usePortico } from '../../state/PorticoContext'
import { PanelMessage } from './PanelMessage'

/**
 * SPEC §2 Account › NFTs. Core holds no NFT holdings (SPEC §7 has no route for them; history only
 * names NFTs that moved), so the tab says so rather than pretend the account has none.
 */
export function NftsPanel() {
  const { t } = usePortico()
  return (
    <PanelMessage
      icon={<WalletIcon size={28} />}
      title={t('account.nftsEmpty')}
      hint={t('account.nftsHint')}
    />
  )
}
