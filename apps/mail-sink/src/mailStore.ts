import { MAX_KEPT_MAILS } from './constants'

/** One mail as the sink keeps it: who from and to, the subject and the plain-text and HTML bodies. */
export type SinkMail = {
  id: number
  receivedAt: string
  from: string
  /** The SMTP envelope's recipients, lower case: who the mail was delivered to. */
  to: string[]
  subject: string
  text: string
  html: string | null
}

export type MailStore = {
  add(mail: Omit<SinkMail, 'id'>): SinkMail
  /** Newest first; only those delivered to `to` when given (case-insensitive). */
  list(to?: string): SinkMail[]
  clear(): void
}

/** Every mail received, in memory, newest first, at most `limit`. */
export function createMailStore(limit = MAX_KEPT_MAILS): MailStore {
  let mails: SinkMail[] = []
  let nextId = 1
  return {
    add(mail) {
      const kept = { ...mail, id: nextId++ }
      mails = [kept, ...mails].slice(0, limit)
      return kept
    },
    list(to) {
      if (to === undefined) return [...mails]
      const wanted = to.trim().toLowerCase()
      return mails.filter((mail) => mail.to.includes(wanted))
    },
    clear() {
      mails = []
    },
  }
}
