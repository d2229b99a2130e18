/** Fills `{name}` placeholders; a placeholder without a value stays visible so a missing one is seen. */
export function formatMessage(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** Splits a template around its placeholders, for values that are elements (links in a sentence). */
export function splitMessage(template: string): { text?: string; placeholder?: string }[] {
  return template
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) => (/^\{\w+\}$/.test(part) ? { placeholder: part.slice(1, -1) } : { text: part }))
}
