// A server component: it imports Portico's ConnectButton directly, which works because @portico/react's
// files start with 'use client'; the chain and cloud addresses and the visitor's cookie are read here, at
// request time.
import { ConnectButton } from '@portico/react'
import { cookieToInitialState } from '@portico/react/server'
import { headers } from 'next/headers'
import { AccountLine } from './account-line'
import { Providers } from './providers'

export const dynamic = 'force-dynamic'

export default async function Page() {
  const config = {
    rpcUrl: process.env.PORTICO_RPC_URL ?? 'http://127.0.0.1:8545',
    apiUrl: process.env.PORTICO_API_URL ?? 'http://127.0.0.1:4000',
    // A returning visitor's accounts, from the cookie cookieStorage() wrote in their browser.
    initialState: cookieToInitialState((await headers()).get('cookie')),
  }
  return (
    <Providers config={config}>
      <main>
        <ConnectButton />
        <AccountLine />
      </main>
    </Providers>
  )
}
