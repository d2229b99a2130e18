import { DEFAULT_HOST, DEFAULT_HTTP_PORT, DEFAULT_SMTP_PORT } from './constants'
import { createMailStore, type SinkMail } from './mailStore'
import { startHttpServer } from './startHttpServer'
import { startSmtpServer } from './startSmtpServer'

export type StartMailSinkParameters = {
  /** Default 2525; 0 picks a free port. */
  smtpPort?: number
  /** Default 4200; 0 picks a free port. */
  httpPort?: number
  /** Default 127.0.0.1: the sink has no authentication, so it is for loopback only. */
  host?: string
  onMail?: (mail: SinkMail) => void
}

export type MailSink = {
  /** `smtp://127.0.0.1:2525`, for the cloud's --smtp-url. */
  smtpUrl: string
  /** `http://127.0.0.1:4200`: the page, and the JSON API under /api/mails. */
  httpUrl: string
  /** The mail delivered to `to` (all mail without it), newest first. */
  mails: (to?: string) => SinkMail[]
  close: () => Promise<void>
}

/** The local stack's mail sink: every mail the cloud sends lands here instead of a mailbox. */
export async function startMailSink({
  smtpPort = DEFAULT_SMTP_PORT,
  httpPort = DEFAULT_HTTP_PORT,
  host = DEFAULT_HOST,
  onMail,
}: StartMailSinkParameters = {}): Promise<MailSink> {
  const store = createMailStore()
  const smtp = await startSmtpServer(store, { host, port: smtpPort, ...(onMail ? { onMail } : {}) })
  const http = await startHttpServer(store, { host, port: httpPort }).catch(async (error: unknown) => {
    await smtp.close()
    throw error
  })
  return {
    smtpUrl: `smtp://${host}:${smtp.port}`,
    httpUrl: `http://${host}:${http.port}`,
    mails: (to) => store.list(to),
    close: async () => {
      await Promise.all([smtp.close(), http.close()])
    },
  }
}
