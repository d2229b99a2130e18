import { isUserRejection } from '@portico/core'
import { checkSendForm, SendFormError } from '@portico/core/send'
import { useState } from 'react'
import { usePortico } from '../../state/PorticoContext'
import { SendForm } from './SendForm'
import { SendPreview } from './SendPreview'
import { sendIssueMessage } from './sendIssueMessage'
import { useSendForm } from './useSendForm'

/** SPEC §2 Send: the form, then its preview with the fee, then the wallet; SPEC §4's flow runs in core. */
export default function SendView() {
  const { client, t } = usePortico()
  const { form, tokens, namespace, network } = useSendForm()
  const [step, setStep] = useState<'form' | 'preview'>('form')
  const [message, setMessage] = useState<string>()
  const symbol = form.token?.symbol ?? network?.nativeCurrency.symbol ?? ''
  const say = (issue: Parameters<typeof sendIssueMessage>[0]) =>
    t(...sendIssueMessage(issue, { network, symbol }))

  const review = () => {
    const issue = checkSendForm(client.stores.send.getState(), namespace)
    setMessage(issue ? say(issue) : undefined)
    if (!issue) setStep('preview')
  }
  const confirm = async () => {
    const sent = { amount: form.sendTokenAmount ?? '', symbol }
    try {
      await client.send()
      client.stores.alerts
        .getState()
        .showBanner({ message: t('send.sent', sent), variant: 'success', autoClose: true })
    } catch (error) {
      // A refusal, the form's or the wallet's, leaves the form as typed (core keeps it) and says why.
      setStep('form')
      if (error instanceof SendFormError) setMessage(say(error.issue))
      else if (isUserRejection(error)) setMessage(t('send.rejected'))
      else setMessage(t('send.failed'))
    }
  }

  if (step === 'preview' && form.token && network)
    return (
      <div className="pc-centered">
        <SendPreview
          token={form.token}
          amount={form.sendTokenAmount?.trim() ?? ''}
          receiver={form.receiverAddress?.trim() ?? ''}
          network={network}
          sending={form.loading}
          onEdit={() => setStep('form')}
          onConfirm={() => void confirm()}
        />
      </div>
    )
  return (
    <div className="pc-centered">
      <SendForm
        tokens={tokens}
        token={form.token}
        amount={form.sendTokenAmount ?? ''}
        receiver={form.receiverAddress ?? ''}
        network={network}
        message={
          message ?? (tokens.length === 0 ? t('send.nothing', { network: network?.name ?? '' }) : undefined)
        }
        onReview={review}
      />
    </div>
  )
}
