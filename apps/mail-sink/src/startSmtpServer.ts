import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { MAX_MAIL_BYTES } from './constants'
import type { MailStore, SinkMail } from './mailStore'

const addressesOf = (addresses: { address: string }[]) =>
  addresses.map((entry) => entry.address.toLowerCase())

/**
 * An SMTP server that accepts every mail (no auth, no TLS: it listens on loopback only, for the local
 * stack) and keeps it parsed in the store.
 */
export async function startSmtpServer(
  store: MailStore,
  { host, port, onMail }: { host: string; port: number; onMail?: (mail: SinkMail) => void },
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MAIL_BYTES,
    logger: false,
    banner: 'Portico mail sink',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) return callback(new Error('The mail is larger than the sink accepts'))
          const mail = store.add({
            receivedAt: new Date().toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: addressesOf(session.envelope.rcptTo),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          })
          onMail?.(mail)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  return {
    port: boundPort,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
