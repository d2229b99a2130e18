// Portico's bench page as a host writes it with the defaults: no embedded wallet.
import { renderPorticoPage } from '../shared/porticoPage'

renderPorticoPage()
