import { CHECKOUT_PATH_PREFIX } from './onrampConstants'
import type { OnrampOrderView } from './onrampSchemas'

/** The checkout page's headers: no inline script or style, nothing from elsewhere, never framed. */
export const CHECKOUT_PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; " +
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const

export const CHECKOUT_SCRIPT_PATH = `${CHECKOUT_PATH_PREFIX}/static/checkout.js`
export const CHECKOUT_STYLE_PATH = `${CHECKOUT_PATH_PREFIX}/static/checkout.css`

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  )

const STATUS_TEXT: Record<OnrampOrderView['status'], string> = {
  pending: 'Waiting for payment',
  paying: 'Payment received, sending your funds…',
  done: 'Payment complete: your funds were sent',
  failed: 'This order failed',
}

/** The checkout page of an order: its summary, and the card form while it is still to be paid. */
export function renderCheckoutPage(order: OnrampOrderView, networkName: string): string {
  const e = escapeHtml
  const payable = order.status === 'pending'
  const form = payable
    ? `<section aria-labelledby="card-heading">
<h2 id="card-heading">Pay by card</h2>
<form id="pay-form" action="${CHECKOUT_PATH_PREFIX}/${e(order.id)}/pay" method="post" novalidate>
<label for="card-number">Card number</label>
<input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" required aria-describedby="card-hint">
<p class="hint" id="card-hint">Sandbox: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.</p>
<div class="row">
<div><label for="card-expiry">Expiry (MM/YY)</label>
<input id="card-expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required></div>
<div><label for="card-cvc">Security code</label>
<input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div>
</div>
<button id="pay-button" type="submit">Pay ${e(order.paymentAmount)} ${e(order.paymentCurrency)}</button>
</form>
</section>`
    : `<p class="status">${e(order.failure ?? STATUS_TEXT[order.status])}</p>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout: buy ${e(order.purchaseCurrency)} (Portico sandbox)</title>
<link rel="stylesheet" href="${CHECKOUT_STYLE_PATH}">
<script src="${CHECKOUT_SCRIPT_PATH}" defer></script>
</head>
<body>
<main>
<h1>Buy ${e(order.purchaseCurrency)}</h1>
<section aria-labelledby="summary-heading">
<h2 id="summary-heading">Order summary</h2>
<dl>
<dt>You pay</dt><dd>${e(order.paymentAmount)} ${e(order.paymentCurrency)}</dd>
<dt>You receive</dt><dd>${e(order.purchaseAmount)} ${e(order.purchaseCurrency)}</dd>
<dt>Network</dt><dd>${e(networkName)}</dd>
<dt>Wallet</dt><dd>${e(order.address)}</dd>
<dt>Provider</dt><dd>${e(order.provider)} (sandbox)</dd>
<dt>Status</dt><dd id="order-status">${e(STATUS_TEXT[order.status])}</dd>
</dl>
</section>
${form}
<p id="pay-status" class="status" role="status" aria-live="polite"></p>
</main>
</body>
</html>
`
}
