// The page without React (vanilla.html): core's client, the adapters and @portico/ui's custom elements.
import { createPortico } from '@portico/core'
import { createPorticoUi, definePorticoButtons } from '@portico/ui'
import { demoPorticoOptions } from '../portico/demoPorticoOptions'
import { showStartupError } from '../showStartupError'
import { loadLocalStack } from '../stack/loadLocalStack'
import { installDemoWallet } from '../wallet/installDemoWallet'
import { showClientState } from './showClientState'

async function start() {
  // The buttons show (the connect one disabled) while the stack's description loads.
  definePorticoButtons()
  const stack = await loadLocalStack()
  await installDemoWallet(stack)
  const { options } = demoPorticoOptions(stack)
  // createPorticoUi mounts the modal and gives the element buttons this client.
  const client = createPortico({ ...options, ui: createPorticoUi() })
  showClientState(client, document)
  document.getElementById('open-modal')?.addEventListener('click', () => client.open())
}

// Shown on the page and still thrown, so the console and a test's pageerror have it too.
start().catch((error: unknown) => {
  showStartupError(document.querySelector('main') ?? document.body, error)
  throw error
})
