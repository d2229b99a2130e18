export { DEFAULT_HTTP_PORT, DEFAULT_SMTP_PORT } from './constants'
export type { SinkMail } from './mailStore'
export { type MailSink, type StartMailSinkParameters, startMailSink } from './startMailSink'
