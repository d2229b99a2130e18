import { usePortico } from '../../state/PorticoContext'
import { NetworkList } from './NetworkList'

/** The Networks view: pick one of the configured networks; a switch goes back to where it came from. */
export default function NetworksView() {
  const { client } = usePortico()
  const back = () => {
    const router = client.stores.router.getState()
    if (router.history.length > 1) router.goBack()
    else client.close()
  }
  return <NetworkList onSwitched={back} />
}
