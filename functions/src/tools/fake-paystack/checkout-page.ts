import type { FakeTransaction } from './transactions';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function formatAmount(tx: FakeTransaction): string {
  return `${tx.currency} ${(tx.amount / 100).toFixed(2)}`;
}

/**
 * The sandbox checkout: what Paystack's popup shows, reduced to the three outcomes a test
 * needs. It tells the page that opened it (an iframe's parent, or an opener) through
 * postMessage: `{ source: 'fake-paystack', event: 'success' | 'declined' | 'cancel', reference }`.
 */
export function checkoutPage(tx: FakeTransaction, basePath: string): string {
  const state =
    tx.status === 'abandoned'
      ? ''
      : `<p role="status" class="done">This payment is ${tx.status === 'failed' ? 'declined' : 'complete'}.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b1f24; }
  main { max-width: 24rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem;
         box-shadow: 0 2px 12px rgb(0 0 0 / 12%); }
  h1 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .amount { font-size: 1.75rem; font-weight: 700; margin: .5rem 0 1rem; }
  .muted { color: #4a5561; font-size: .9rem; }
  button { display: block; width: 100%; padding: .75rem; margin-top: .75rem; font: inherit; font-weight: 600;
           border-radius: 8px; border: 1px solid #1b1f24; cursor: pointer; background: #fff; color: #1b1f24; }
  button.pay { background: #0b6b3a; border-color: #0b6b3a; color: #fff; }
  button:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
  .done { font-weight: 600; }
</style>
</head>
<body>
<main>
  <h1>Sandbox checkout</h1>
  <p class="muted">Test mode: no real card is charged.</p>
  <p class="amount">${escape(formatAmount(tx))}</p>
  <p class="muted">${escape(tx.email)} · reference ${escape(tx.reference)}</p>
  ${state}
  <button class="pay" data-outcome="pay" type="button">Pay with test card</button>
  <button data-outcome="decline" type="button">Decline</button>
  <button data-outcome="cancel" type="button">Cancel</button>
</main>
<script>
  const reference = ${JSON.stringify(tx.reference)};
  const tell = (event) => {
    const message = { source: 'fake-paystack', event, reference };
    if (window.parent !== window) window.parent.postMessage(message, '*');
    if (window.opener) window.opener.postMessage(message, '*');
  };
  for (const button of document.querySelectorAll('button[data-outcome]')) {
    button.addEventListener('click', async () => {
      const outcome = button.dataset.outcome;
      if (outcome === 'cancel') return tell('cancel');
      const answer = await fetch(${JSON.stringify(basePath)} + '/' + outcome, { method: 'POST' });
      const body = await answer.json();
      tell(body.data.status === 'success' ? 'success' : 'declined');
    });
  }
</script>
</body>
</html>`;
}
