/** A webhook receiver on 127.0.0.1 for the tests: records every request; can answer 500 to the next few. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

export class WebhookReceiver {
  readonly received: Received[] = [];
  failNext = 0;
  private server?: http.Server;

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (this.failNext > 0) {
          this.failNext -= 1;
          res.writeHead(500).end('boom');
        } else res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** Waits until `n` requests arrived (or fails after `ms`). */
  async waitFor(n: number, ms = 20_000): Promise<Received[]> {
    const until = Date.now() + ms;
    while (this.received.length < n) {
      if (Date.now() > until) throw new Error(`expected ${n} webhook requests, got ${this.received.length}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return this.received;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
