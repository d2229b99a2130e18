import { Button } from '@portico/ui/primitives'
import { useState } from 'react'

/** A project id shown in full, with a button that copies it (the clipboard needs a secure context or localhost). */
export function CopyableId({ id }: { id: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>()
  const copy = () =>
    navigator.clipboard.writeText(id).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    )
  return (
    <p className="dashboard__copy">
      <code className="dashboard__id" data-testid="new-project-id">
        {id}
      </code>
      <Button variant="neutral" size="sm" onClick={copy}>
        Copy id
      </Button>
      <span aria-live="polite">
        {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Copy failed: select the id instead.' : ''}
      </span>
    </p>
  )
}
