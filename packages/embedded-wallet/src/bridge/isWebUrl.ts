/** Whether a frame-given address is one a page may open: http(s) only, never `javascript:` or `data:`. */
export const isWebUrl = (value: string): boolean => {
  const protocol = URL.parse(value)?.protocol
  return protocol === 'https:' || protocol === 'http:'
}
