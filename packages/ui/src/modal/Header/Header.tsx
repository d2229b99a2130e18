import type { View } from '@portico/core'
import { IconButton } from '../../primitives/IconButton/IconButton'
import { ChevronLeftIcon, CloseIcon } from '../../primitives/Icons/Icons'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { useViewTitle } from './useViewTitle'

/** Back (when there is somewhere to go back to), the view's title (the dialog's name) and close. */
export function Header({ view, titleId }: { view: View; titleId: string }) {
  const { client, t } = usePortico()
  const canGoBack = useClientStore(client.stores.router, (state) => state.history.length > 1)
  const title = useViewTitle(view)
  return (
    <header className="pc-header">
      {canGoBack ? (
        <IconButton
          label={t('modal.back')}
          icon={<ChevronLeftIcon size={20} />}
          onClick={() => client.stores.router.getState().goBack()}
        />
      ) : (
        <span className="pc-header__spacer" />
      )}
      {/* SPEC §9: the title fades in over 120 ms when it changes. */}
      <h2 id={titleId} key={title} className="pc-header__title">
        {title}
      </h2>
      <IconButton label={t('modal.close')} icon={<CloseIcon size={20} />} onClick={() => client.close()} />
    </header>
  )
}
