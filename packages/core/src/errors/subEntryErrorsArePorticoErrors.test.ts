import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { expect, test } from 'vitest'

// The BUILT entries, as a host loads them: the source would share one PorticoError whatever dist/ holds.
const DIST = join(dirname(fileURLToPath(import.meta.url)), '../../dist')
const built = async <Module>(entry: string): Promise<Module> =>
  (await import(pathToFileURL(join(DIST, entry)).href)) as Module

const core = await built<typeof import('../index')>('index.js')
const { ethereum } = await built<typeof import('../networks/index')>('networks/index.js')
const swap = await built<typeof import('../swap/index')>('swap/index.js')
const names = await built<typeof import('../names/index')>('names/index.js')
const onramp = await built<typeof import('../onramp/index')>('onramp/index.js')

/** What the rejected call or thrown error was, so each case reads as one line. */
async function caught(run: () => unknown): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected the call to throw')
}

const client = core.createPortico({ projectId: 'p', networks: [ethereum], features: { analytics: false } })
const noAccount = { status: 'disconnected' } as const

test.each([
  // A form with no tokens is refused before any quote.
  {
    entry: 'swap',
    run: () => swap.checkSwapForm({ fromToken: undefined, toToken: undefined, amount: '1' }, noAccount),
    name: 'SwapError',
    code: 'SWAP_FAILED',
  },
  // A cloud answer of the wrong shape.
  {
    entry: 'swap',
    run: () => swap.parseSwapTokens(null),
    name: 'SwapResponseError',
    code: 'INVALID_SWAP_RESPONSE',
  },
  // A name too short is refused before the cloud is asked.
  {
    entry: 'names',
    run: () => names.suggestAccountNames(client, 'ab'),
    name: 'AccountNameFormError',
    code: 'INVALID_ACCOUNT_NAME',
  },
  // An amount that is not one.
  {
    entry: 'onramp',
    run: () => onramp.quoteOnramp(client, { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: 'ten' }),
    name: 'OnrampError',
    code: 'ONRAMP_FAILED',
  },
  // The client's send loads the send entry; an empty form is refused there before any wallet prompt.
  { entry: 'send', run: () => client.send(), name: 'SendFormError', code: 'INVALID_SEND_FORM' },
])(
  '@portico/core/$entry throws $name ($code), an instance of core’s one PorticoError',
  async ({ run, name, code }) => {
    const error = await caught(run)
    expect(error).toBeInstanceOf(core.PorticoError)
    expect(error).toMatchObject({ name, code })
  },
)
