import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "ConnectButton",
      "NetworkButton",
      "PorticoClientMissingError",
      "PorticoProvider",
      "SwitchNetworkError",
      "createPortico",
      "useAccount",
      "useDisconnect",
      "useModal",
      "useNetwork",
      "usePorticoClient",
      "usePorticoEvents",
      "usePorticoState",
      "usePorticoTheme",
      "useProvider",
      "useWalletInfo",
    ]
  `)
})
