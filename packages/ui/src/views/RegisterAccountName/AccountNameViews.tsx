import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import RegisterAccountNameSuccessView from '../RegisterAccountNameSuccess/RegisterAccountNameSuccessView'
import RegisterAccountNameView from './RegisterAccountNameView'

/** Both name views in one chunk: one loader fewer in the modal shell (bench/budgets.json), and success follows the form. */
export default function AccountNameViews() {
  const { client } = usePortico()
  const view = useClientStore(client.stores.router, (state) => state.view)
  return view === 'RegisterAccountNameSuccess' ? (
    <RegisterAccountNameSuccessView />
  ) : (
    <RegisterAccountNameView />
  )
}
