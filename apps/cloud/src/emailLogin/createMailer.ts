import { createTransport } from 'nodemailer'

export type CodeMail = { to: string; code: string; projectName: string; expiresInMinutes: number }

export type Mailer = {
  sendCode(mail: CodeMail): Promise<void>
  close(): void
}

/** Sends the cloud's mail over SMTP (`smtp://host:port`, or `smtps://user:pass@host`): the local stack's sink or a real server. */
export function createMailer(smtpUrl: string, from = 'Portico <no-reply@portico.test>'): Mailer {
  const transport = createTransport(smtpUrl)
  return {
    async sendCode({ to, code, projectName, expiresInMinutes }) {
      await transport.sendMail({
        from,
        to,
        subject: `${code} is your ${projectName} login code`,
        text: [
          `Your login code for ${projectName} is ${code}.`,
          `It works once, for ${expiresInMinutes} minutes.`,
          'If you did not ask for it, you can ignore this mail: nobody can log in without the code.',
        ].join('\n\n'),
      })
    },
    close: () => transport.close(),
  }
}
