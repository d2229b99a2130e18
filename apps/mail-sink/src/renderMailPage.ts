import type { SinkMail } from './mailStore'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The page a person reads the local stack's mail on: newest first, plain text only (no mail HTML runs here). */
export function renderMailPage(mails: SinkMail[], to?: string): string {
  const items = mails
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
<p>To ${escapeHtml(mail.to.join(', '))}, from ${escapeHtml(mail.from)}, <time datetime="${mail.receivedAt}">${escapeHtml(mail.receivedAt)}</time></p>
<pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n')
  const heading = to ? `Mail to ${escapeHtml(to)}` : 'All mail'
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Portico mail sink</title></head>
<body>
<main>
<h1>Portico mail sink: ${heading}</h1>
<form method="get" action="/"><label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> <button>Show</button></form>
${items || '<p>No mail yet. Mail sent to this stack’s SMTP port shows here.</p>'}
</main>
</body>
</html>`
}
