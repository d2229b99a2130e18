import { createTransport } from 'nodemailer'
import { redactPassword } from './checkDatabase'
import { DOCTOR_CHECK_TIMEOUT_MS, type DoctorCheck } from './doctorCheck'

/** The SMTP server greets and accepts the login the URL carries (nodemailer's verify: no mail is sent). */
export function checkSmtp(smtpUrl: string): DoctorCheck {
  return {
    name: 'smtp',
    async run() {
      const shown = redactPassword(smtpUrl)
      const transport = createTransport({
        url: smtpUrl,
        connectionTimeout: DOCTOR_CHECK_TIMEOUT_MS,
        greetingTimeout: DOCTOR_CHECK_TIMEOUT_MS,
        socketTimeout: DOCTOR_CHECK_TIMEOUT_MS,
      })
      try {
        await transport.verify()
        return `${shown} greets and accepts the login`
      } catch (error) {
        throw new Error(`${shown} cannot send mail: ${(error as Error).message}`)
      } finally {
        transport.close()
      }
    },
  }
}
