import { IconButton } from '../../primitives/IconButton/IconButton'
import { CopyIcon } from '../../primitives/Icons/ActionIcons'
import { usePortico } from '../../state/PorticoContext'

// Shared with Receive (as the QR code of ConnectingWalletConnect is): every folder of src/views is a view.

/** Copies the whole address and says so in core's snackbar (SPEC §3 banner), or says it could not. */
export function CopyAddressButton({ address }: { address: string }) {
  const { client, t } = usePortico()
  const copy = async () => {
    const banner = client.stores.alerts.getState().showBanner
    try {
      await navigator.clipboard.writeText(address)
      banner({ message: t('account.addressCopied'), variant: 'success', autoClose: true })
    } catch {
      banner({ message: t('account.copyFailed'), variant: 'error', autoClose: true })
    }
  }
  return (
    <IconButton label={t('account.copyAddress')} icon={<CopyIcon size={16} />} onClick={() => void copy()} />
  )
}
