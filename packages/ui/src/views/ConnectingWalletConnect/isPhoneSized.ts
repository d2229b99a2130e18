/** A phone: touch first, or a page as narrow as one; it takes the mobile path (open the wallet, no QR). */
export function isPhoneSized(): boolean {
  if (typeof matchMedia !== 'function') return false
  return matchMedia('(pointer: coarse)').matches || matchMedia('(max-width: 480px)').matches
}
