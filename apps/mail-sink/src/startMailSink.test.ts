import { createTransport } from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'
import { type MailSink, startMailSink } from './startMailSink'

let sink: MailSink | undefined
afterEach(async () => {
  await sink?.close()
  sink = undefined
})

async function sendMail(smtpUrl: string, to: string, subject: string, text: string) {
  const transport = createTransport(smtpUrl)
  await transport.sendMail({ from: 'Portico Cloud <cloud@portico.test>', to, subject, text })
  transport.close()
}

describe('startMailSink', () => {
  it('keeps a mail sent over SMTP and serves it on the JSON API and the page, escaped', async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    await sendMail(sink.smtpUrl, 'Alice@Example.com', 'Your code', 'Your code is 123456 <b>')
    await sendMail(sink.smtpUrl, 'bob@example.com', 'Other', 'not for Alice')

    const response = await fetch(`${sink.httpUrl}/api/mails?to=alice@example.com`)
    const { mails } = (await response.json()) as { mails: { to: string[]; subject: string; text: string }[] }
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: ['alice@example.com'], subject: 'Your code' })
    expect(mails[0]?.text.trim()).toBe('Your code is 123456 <b>')

    const page = await fetch(`${sink.httpUrl}/`)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('Your code is 123456 &#60;b&#62;')
    expect(html).not.toContain('123456 <b>')
  })

  it('empties on DELETE and answers 404 elsewhere', async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    await sendMail(sink.smtpUrl, 'carol@example.com', 'Hello', 'hi')
    expect(sink.mails()).toHaveLength(1)
    expect((await fetch(`${sink.httpUrl}/api/mails`, { method: 'DELETE' })).status).toBe(200)
    expect(sink.mails()).toEqual([])
    expect((await fetch(`${sink.httpUrl}/nothing`)).status).toBe(404)
  })

  it('refuses to start on a port already taken, and frees the other one', async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    const taken = Number(new URL(sink.httpUrl).port)
    await expect(startMailSink({ smtpPort: 0, httpPort: taken })).rejects.toThrow(/EADDRINUSE/)
  })
})
