/**
 * Issue 16.2 journey: the demo airline's owner adds a webhook endpoint in Profile → Webhooks (the signing secret is
 * shown once), sends a test event; the receiver gets it signed (BCU-Signature: t=…,v1=HMAC-SHA256 of "t.body"), and
 * the delivery shows as Delivered with HTTP 200 in the portal.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';
import { signInPortal } from './support/sign-in';

const OWNER = { email: 'airline.owner@demo.bcu', password: 'Demo1234!' };

test('the owner adds a webhook endpoint, sends a test event, and sees the signed delivery', async ({ page, shot }) => {
  const received: { signature: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ signature: String(req.headers['bcu-signature']), body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bcu-hooks`;
  try {
    await signInPortal(page, OWNER.email, OWNER.password);
    await page.goto('/profile/webhooks');
    const panel = page.getByTestId('webhooks');
    await panel.getByLabel('Endpoint URL').fill(url);
    await panel.getByLabel('Incoming transfer for consideration').check();
    await panel.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await page.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await shot('webhook-secret');
    await page.getByRole('button', { name: 'OK' }).click();

    const endpoint = panel.getByTestId('webhook-endpoint').filter({ hasText: url });
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const { signature, body } = received[0];
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
    expect(timingSafeEqual(Buffer.from(v1, 'hex'), expected)).toBe(true);
    expect(JSON.parse(body)).toMatchObject({ type: 'webhook.test' });

    const row = endpoint.getByTestId('webhook-deliveries').locator('.ant-table-row').first();
    await expect(row).toContainText('Delivered', { timeout: 15_000 });
    await expect(row).toContainText('200');
    await shot('webhook-delivered');
    await endpoint.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(panel.getByTestId('webhook-endpoint').filter({ hasText: url })).toHaveCount(0);
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
});
