/**
 * The checkout page's one script, served as a file (the CSP allows no inline script): sends the card to
 * the pay route, then shows the outcome in the live region and keeps the form when it can be corrected.
 */
export const CHECKOUT_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('pay-form');
  var status = document.getElementById('pay-status');
  var button = document.getElementById('pay-button');
  if (!form || !status || !button) return;
  function show(message, kind) {
    status.textContent = message;
    status.className = 'status status-' + kind;
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var data = new FormData(form);
    button.disabled = true;
    show('Processing payment…', 'loading');
    fetch(form.getAttribute('action'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: data.get('number'), expiry: data.get('expiry'), cvc: data.get('cvc') })
    })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, status: response.status, body: body }; });
      })
      .then(function (answer) {
        if (answer.ok) {
          form.hidden = true;
          show('Payment complete. ' + answer.body.purchaseAmount + ' ' + answer.body.purchaseCurrency +
            ' sent to your wallet (transaction ' + answer.body.transactionHash + '). You can close this page.', 'success');
          return;
        }
        show(answer.body.error || 'Payment failed', 'error');
        // A bad card field can be corrected; a declined or finished order cannot be paid again.
        if (answer.status === 400) button.disabled = false; else form.hidden = true;
      })
      .catch(function () {
        show('The payment could not be sent: check your connection and try again.', 'error');
        button.disabled = false;
      });
  });
})();
`
