import { expect, test } from 'kitbench/playwright';

test('the script answers a POST on its public endpoint', async ({ kitbench }) => {
  const response = await kitbench.fetch('/', { method: 'POST', body: '{}' });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ received: true });
});
