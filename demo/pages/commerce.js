// Commerce demo pages: QA picks how the fake platform answers the next cart calls (a fault on the
// fake API for this browser's session, POST /__control/faults), and can start again with an empty
// cart (the cart cookie removed). Plain script (CSP-safe); text goes in with textContent.
(() => {
  'use strict';

  const form = document.getElementById('fake-answer');
  const status = document.getElementById('fake-answer-status');
  const session =
    document.cookie
      .split(';')
      .map((pair) => pair.trim())
      .find((pair) => pair.startsWith('sr-session='))
      ?.slice('sr-session='.length) ?? '';

  // The cart calls as the platform names them (src/api/commerce-names.ts).
  const ENTRIES = '/api/commerce/shopping-cart/entries*';
  const CART = '/api/commerce/shopping-cart';
  const FULL_CART = '/api/3/commerce/cart/*';
  const REVIEWS = '/api/commerce/product-reviews*';
  const everyCall = (fault, body) =>
    [ENTRIES, CART, FULL_CART, REVIEWS].map((path) => ({ path, fault, body }));
  const answers = {
    // The platform's refusal of an entry: status 200 with `error`; of a quantity: 400 with message.
    'sold-out': [
      { path: ENTRIES, fault: 200, body: { error: 'This item sold out while you were choosing.' } },
      { path: FULL_CART, fault: 400, body: { message: 'Only 0 left in stock.' } },
    ],
    429: everyCall(429),
    500: everyCall(500),
    network: everyCall('network'),
    slow: everyCall('slow'),
  };

  async function control(method, path, body) {
    const response = await fetch(path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  }

  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    const choice = String(new FormData(form).get('answer'));
    try {
      await control('DELETE', `/__control/faults?session=${encodeURIComponent(session)}`);
      for (const answer of answers[choice] ?? []) {
        await control('POST', '/__control/faults', { session, ...answer });
      }
      if (status) {
        status.textContent = answers[choice]
          ? 'The fake platform now answers with the chosen failure.'
          : 'The fake platform now answers normally.';
      }
    } catch (error) {
      if (status) status.textContent = `Could not set the answer: ${error.message}`;
    }
  });

  // Fills the cart the way a visitor would (the platform writes the cart cookie), then reloads.
  document.getElementById('fill-cart')?.addEventListener('click', async () => {
    const add = (itemId, sku, quantity) =>
      fetch(ENTRIES.replace('*', ''), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ itemId, sku, quantity, additionalFields: null }),
      });
    await add('65a1f0c2b3d4e5f607182930', 'SQ1000004', 2);
    await add('65a1f0c2b3d4e5f607182930', 'SQ1000003', 1);
    await add('65a1f0c2b3d4e5f607182934', 'SQ5000001', 1);
    location.reload();
  });

  // The cart cookie is HttpOnly, as the platform writes it: the cart is emptied through the
  // platform's own calls, item by item.
  document.getElementById('empty-cart')?.addEventListener('click', async () => {
    const crumb =
      document.cookie
        .split(';')
        .map((pair) => pair.trim())
        .find((pair) => pair.startsWith('crumb='))
        ?.slice('crumb='.length) ?? '';
    const short = await fetch(CART);
    if (short.ok) {
      const { cartToken } = await short.json();
      const whole = await (await fetch(`/api/3/commerce/cart/${cartToken}`)).json();
      for (const item of whole.items ?? []) {
        await fetch(`/api/3/commerce/cart/${cartToken}/items/${item.id}?crumb=${crumb}`, {
          method: 'DELETE',
          headers: { 'x-csrf-token': crumb },
        });
      }
    }
    location.reload();
  });
})();
