import { Input, type InputProps } from './Input'

/** An email address field, with the keyboard and autofill an address asks for (EmailLogin, UpdateEmailWallet). */
export function EmailInput(props: Omit<InputProps, 'type' | 'autoComplete' | 'inputMode'>) {
  return <Input type="email" autoComplete="email" inputMode="email" {...props} />
}
