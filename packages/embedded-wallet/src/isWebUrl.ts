/** An http(s) address (a page to open, a bundler to call): never `javascript:`, `data:` or a bare word. */
export const isWebUrl = (value: string): boolean => {
  const protocol = URL.parse(value)?.protocol
  return protocol === 'https:' || protocol === 'http:'
}
