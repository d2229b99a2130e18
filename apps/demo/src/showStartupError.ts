/**
 * Puts why the page could not start (a `?project=` that is no project id, a stack description that does not
 * load…) on the page itself, so a person sees it without the console. textContent only: the message may
 * carry the URL's own text, which must never become markup.
 */
export function showStartupError(container: HTMLElement, error: unknown) {
  const message = document.createElement('p')
  message.setAttribute('role', 'alert')
  message.dataset.testid = 'startup-error'
  message.textContent = `The demo could not start: ${error instanceof Error ? error.message : String(error)}`
  container.replaceChildren(message)
}
