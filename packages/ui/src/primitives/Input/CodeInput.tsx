import { Input, type InputProps } from './Input'

export type CodeInputProps = Omit<
  InputProps,
  'onChange' | 'inputMode' | 'autoComplete' | 'pattern' | 'maxLength'
> & {
  /** The code as typed, anything but digits dropped. */
  onCode: (code: string) => void
}

/** The 6-digit code a mail carries (SPEC §5): one field the browser can fill from the mail. */
export function CodeInput({ onCode, ...props }: CodeInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      onChange={(event) => onCode(event.target.value.replace(/\D/g, ''))}
      {...props}
    />
  )
}
