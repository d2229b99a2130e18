// Portico's bench page with the embedded wallet on: Connect shows the email entry and the
// social buttons the project turns on; the bridge loads on first need, from its own lazy chunk.
import { renderPorticoPage } from '../shared/porticoPage'

renderPorticoPage((config) => ({
  embeddedWallet: { frameUrl: config.frameUrl, load: () => import('@portico/embedded-wallet') },
}))
