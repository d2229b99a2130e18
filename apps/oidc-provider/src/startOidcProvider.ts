import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SocialProvider } from '@portico/core'
import Provider from 'oidc-provider'
import { DEFAULT_OIDC_HOST, DEFAULT_OIDC_PORT } from './constants'
import { handleInteraction } from './handleInteraction'
import { handlePlainOAuthUser } from './plainOAuthUsers'
import { providerConfiguration } from './providerConfiguration'
import { socialClients } from './socialClients'

/** A client secret shorter than this is refused: it is the one thing that makes a client confidential. */
const MIN_CLIENT_SECRET_LENGTH = 16

export type StartOidcProviderParameters = {
  /** Default 4300; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1: anyone who reaches the provider can sign in as anyone. */
  host?: string
  /** Where the clients may send people back (the cloud's social callback), each exact. */
  redirectUris: readonly string[]
  /** The secret of every client (one per social provider); the cloud sends it with each token request. */
  clientSecret: string
}

export type OidcProvider = {
  /** `http://127.0.0.1:4300`: the issuer, and its discovery document under /.well-known/openid-configuration. */
  issuer: string
  /** The client ids: one per social provider of SPEC §5. */
  clientIds: readonly SocialProvider[]
  close: () => Promise<void>
}

function checkParameters({ redirectUris, clientSecret }: StartOidcProviderParameters): void {
  if (redirectUris.length === 0)
    throw new Error(
      'At least one redirect URI is needed: the cloud social callback, e.g. --redirect-uri http://127.0.0.1:4000/v1/embedded/social/callback',
    )
  for (const uri of redirectUris) {
    const url = URL.parse(uri)
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hash)
      throw new Error(`A redirect URI must be an http(s) URL without a fragment, got "${uri}"`)
  }
  if (clientSecret.length < MIN_CLIENT_SECRET_LENGTH)
    throw new Error(`The client secret must be at least ${MIN_CLIENT_SECRET_LENGTH} characters long`)
}

/**
 * The local stack's OpenID provider: oidc-provider with a client per social provider, a login
 * page that takes any username, and the user's `sub`, `email` and `name`.
 */
export async function startOidcProvider(parameters: StartOidcProviderParameters): Promise<OidcProvider> {
  checkParameters(parameters)
  const { port = DEFAULT_OIDC_PORT, host = DEFAULT_OIDC_HOST, redirectUris, clientSecret } = parameters
  // The issuer names the bound port, so the server listens before the provider is made.
  let serve = (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(503).end()
  }
  const server = createServer((request, response) => serve(request, response))
  await new Promise<void>((resolve, reject) => {
    const refuse = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${host} is already in use, so the OpenID provider cannot start there. Stop the process that holds it or choose another port with --port.`,
            )
          : error,
      )
    server.once('error', refuse)
    server.listen(port, host, () => {
      server.off('error', refuse)
      resolve()
    })
  })
  const boundPort = (server.address() as AddressInfo).port
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`
  const clients = socialClients({ redirectUris, clientSecret })
  const provider = new Provider(issuer, providerConfiguration(clients))
  const providerCallback = provider.callback()
  serve = (request, response) => {
    handleInteraction(provider, request, response)
      .then((handled) => handled || handlePlainOAuthUser(provider, request, response))
      .then(
        (handled) => {
          if (!handled) providerCallback(request, response)
        },
        (error: unknown) => {
          console.error(error)
          if (!response.headersSent) response.writeHead(500)
          response.end()
        },
      )
  }
  return {
    issuer,
    clientIds: clients.map((client) => client.client_id),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
