import { Fragment } from 'react'
import { splitMessage } from '../../locales/formatMessage'
import { usePortico } from '../../state/PorticoContext'

/** The host's terms and privacy links under the Connect view, when the host gave them. */
export function LegalFooter() {
  const { client, t } = usePortico()
  const { termsConditionsUrl, privacyPolicyUrl } = client.options
  if (!termsConditionsUrl && !privacyPolicyUrl) return null
  const template =
    termsConditionsUrl && privacyPolicyUrl
      ? t('legal.agreement')
      : termsConditionsUrl
        ? t('legal.agreementTermsOnly')
        : t('legal.agreementPrivacyOnly')
  const links: Record<string, { href: string | undefined; label: string }> = {
    terms: { href: termsConditionsUrl, label: t('legal.terms') },
    privacy: { href: privacyPolicyUrl, label: t('legal.privacy') },
  }
  return (
    <footer className="pc-legal">
      <p>
        {splitMessage(template).map((part, index) => {
          const link = part.placeholder ? links[part.placeholder] : undefined
          return link?.href ? (
            <a key={part.placeholder} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never reorder
            <Fragment key={index}>{part.text}</Fragment>
          )
        })}
      </p>
    </footer>
  )
}
