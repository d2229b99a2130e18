import { createTransport } from 'nodemailer'
import { DEFAULT_MAIL_FROM } from './checkMailFrom'

export type CodeMail = { to: string; code: string; projectName: string; expiresInMinutes: number }

/** An email change's code: `current` goes to the address in use, `new` to the one it changes to. */
export type UpdateCodeMail = CodeMail & { to: string; newEmail: string; mailbox: 'current' | 'new' }

/** The one mail of a day an email's sign-in was locked by too many wrong codes. */
export type LockNoticeMail = { to: string; projectName: string; failures: number }
/** A new device's try at the wallet: `opened` when the recovery share went out, `attempt` when a passkey was missing. */
export type NewDeviceMail = { to: string; projectName: string; at: Date; outcome: 'opened' | 'attempt' }
export type Mailer = {
  sendCode(mail: CodeMail): Promise<void>
  sendUpdateCode(mail: UpdateCodeMail): Promise<void>
  sendExportCode(mail: CodeMail): Promise<void>
  sendLockNotice(mail: LockNoticeMail): Promise<void>
  sendNewDeviceNotice(mail: NewDeviceMail): Promise<void>
  close(): void
}

/** "1 minute", "10 minutes": a test stack's codes may live one minute. */
const minutes = (count: number) => (count === 1 ? '1 minute' : `${count} minutes`)

/** "2026-12-06 20:47 UTC": a time a person reads, with no run of six digits a code reader could take for a code. */
const mailTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** Sends the cloud's mail over SMTP (`smtp://host:port`, or `smtps://user:pass@host`): the local stack's sink or a real server. */
export function createMailer(smtpUrl: string, from = DEFAULT_MAIL_FROM): Mailer {
  const transport = createTransport(smtpUrl)
  return {
    async sendCode({ to, code, projectName, expiresInMinutes }) {
      await transport.sendMail({
        from,
        to,
        subject: `${code} is your ${projectName} login code`,
        text: [
          `Your login code for ${projectName} is ${code}.`,
          `It works once, for ${minutes(expiresInMinutes)}.`,
          'If you did not ask for it, you can ignore this mail: nobody can log in without the code.',
        ].join('\n\n'),
      })
    },
    async sendUpdateCode({ to, code, projectName, expiresInMinutes, newEmail, mailbox }) {
      const isCurrent = mailbox === 'current'
      await transport.sendMail({
        from,
        to,
        subject: isCurrent
          ? `${code} confirms changing your ${projectName} email`
          : `${code} confirms your new ${projectName} email`,
        text: [
          isCurrent
            ? `Your code is ${code}: it allows changing the email of your ${projectName} wallet to ${newEmail}.`
            : `Your code is ${code}: it makes this address the email of your ${projectName} wallet.`,
          `It works once, for ${minutes(expiresInMinutes)}.`,
          isCurrent
            ? 'If you did not ask for it, do not share the code: without it the email stays as it is.'
            : 'If you did not ask for it, you can ignore this mail: nothing changes without the code.',
        ].join('\n\n'),
      })
    },
    async sendExportCode({ to, code, projectName, expiresInMinutes }) {
      await transport.sendMail({
        from,
        to,
        subject: `${code} shows the keys of your ${projectName} wallet`,
        text: [
          `Your code is ${code}: it shows the private keys and recovery phrase of your ${projectName} wallet on the device that asked.`,
          `It works once, for ${minutes(expiresInMinutes)}.`,
          'If you did not ask for it, do not share the code with anyone: whoever has the keys has the wallet.',
        ].join('\n\n'),
      })
    },
    async sendLockNotice({ to, projectName, failures }) {
      await transport.sendMail({
        from,
        to,
        subject: `Your ${projectName} sign-in is locked for today`,
        text: [
          `${failures} wrong codes were tried today to sign in to your ${projectName} wallet with this address.`,
          'To keep the wallet safe, sign-in with this email is locked until the end of the day (UTC); then it works again.',
          'If it was not you, someone knows this address and tried to guess a code: no code was guessed, and nothing else changed.',
        ].join('\n\n'),
      })
    },
    async sendNewDeviceNotice({ to, projectName, at, outcome }) {
      const opened = outcome === 'opened'
      await transport.sendMail({
        from,
        to,
        subject: opened ? 'Your wallet was opened on a new device' : 'A new device asked to open your wallet',
        text: (opened
          ? [
              `Your ${projectName} wallet was opened on a new device on ${mailTime(at)}, after a login with this address.`,
              'If it was you, there is nothing to do.',
              'If it was not you, someone has your login code and your wallet: move your funds to a new wallet now, and never share a login code with anyone.',
            ]
          : [
              `On ${mailTime(at)} a new device logged in to your ${projectName} wallet with a code sent to this address, and asked to open it.`,
              'The wallet stays locked there until your passkey is used on that device: if it was you, use your passkey.',
              'If it was not you, someone has used your login code: do not share codes with anyone. Without your passkey your wallet and funds stay safe.',
            ]
        ).join('\n\n'),
      })
    },
    close: () => transport.close(),
  }
}
