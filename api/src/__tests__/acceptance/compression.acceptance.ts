import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { expect } from 'chai';
import type { EventTicket } from '../../contracts';
import { serveSpa } from '../../http/static-apps';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession } from '../support/builders';

interface Head {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with the given Accept-Encoding; the body as sent (not decoded). `firstChunkOnly` for endless streams. */
function get(url: string, acceptEncoding?: string, firstChunkOnly = false): Promise<Head> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        chunks.push(c);
        if (firstChunkOnly) {
          req.destroy();
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) });
        }
      });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

describe('compression and caching (issue 14: assets pre-compressed, hashed assets immutable, JSON compressed)', function () {
  this.timeout(120_000);

  describe('the built apps', () => {
    const PRERENDERED = new Map([
      ['index.html', '<!doctype html><div id="root"><h1>Introduction</h1></div>'],
      ['statements.html', '<!doctype html><div id="root"><h1>Public Retirements</h1></div>'],
      ['resources/docs.html', '<!doctype html><div id="root"><h1>Docs</h1></div>'],
    ]);
    const script = 'export const answer = 42;\n'.repeat(200);
    let dir: string;
    let server: http.Server;
    let base: string;

    before(async () => {
      // a build as vite leaves it: index.html, a hashed asset with its .br and .gz beside it, an unhashed file
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcu-static-'));
      fs.mkdirSync(path.join(dir, 'assets'));
      fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
      fs.writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123xy.js'), script);
      fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123xy.js.br'), zlib.brotliCompressSync(script));
      fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123xy.js.gz'), zlib.gzipSync(script));
      // the first screens the portal's build draws ahead of time (portal/scripts/prerender.mjs)
      fs.mkdirSync(path.join(dir, 'prerendered', 'resources'), { recursive: true });
      for (const [file, html] of PRERENDERED) {
        fs.writeFileSync(path.join(dir, 'prerendered', file), html);
        fs.writeFileSync(path.join(dir, 'prerendered', `${file}.br`), zlib.brotliCompressSync(html));
        fs.writeFileSync(path.join(dir, 'prerendered', `${file}.gz`), zlib.gzipSync(html));
      }
      const app = express();
      serveSpa(app, '/backoffice', dir);
      serveSpa(app, '/', dir);
      server = app.listen(0);
      await new Promise((r) => server.once('listening', r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(() => {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('sends a hashed asset brotli-compressed when accepted, else gzip, else plain; Vary: Accept-Encoding; immutable for a year', async () => {
      for (const prefix of ['', '/backoffice']) {
        const url = `${base}${prefix}/assets/index-AbC123xy.js`;
        const br = await get(url, 'gzip, deflate, br');
        expect(br.status).to.equal(200);
        expect(br.headers['content-encoding']).to.equal('br');
        expect(br.headers['content-type']).to.match(/^(text|application)\/javascript; charset=utf-8$/i);
        expect(br.headers.vary).to.match(/Accept-Encoding/i);
        expect(br.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
        expect(zlib.brotliDecompressSync(br.body).toString()).to.equal(script);

        const gz = await get(url, 'gzip');
        expect(gz.headers['content-encoding']).to.equal('gzip');
        expect(gz.headers.vary).to.match(/Accept-Encoding/i);
        expect(zlib.gunzipSync(gz.body).toString()).to.equal(script);

        const plain = await get(url);
        expect(plain.headers['content-encoding']).to.equal(undefined);
        expect(plain.body.toString()).to.equal(script);
        expect(plain.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      }
    });

    it('has the HTML and unhashed files revalidated (no-cache), and a missing hashed asset is a 404, not the page', async () => {
      for (const url of [`${base}/`, `${base}/statements`, `${base}/backoffice/login`]) {
        const page = await get(url, 'br, gzip');
        expect(page.status).to.equal(200);
        expect(page.headers['content-type']).to.match(/^text\/html/);
        expect(page.headers['cache-control']).to.equal('no-cache');
      }
      expect((await get(`${base}/logo.svg`)).headers['cache-control']).to.equal('no-cache');
      expect((await get(`${base}/assets/index-Gone0000.js`, 'br')).status).to.equal(404);
      expect((await get(`${base}/backoffice/assets/index-Gone0000.js`, 'br')).status).to.equal(404);
    });

    it('sends a prerendered page for its own path asked without a query, compressed and revalidated; other paths get index.html', async () => {
      for (const [url, file] of [
        ['/', 'index.html'],
        ['/statements', 'statements.html'],
        ['/resources/docs', 'resources/docs.html'],
      ]) {
        const br = await get(`${base}${url}`, 'gzip, br');
        expect(br.status).to.equal(200);
        expect(br.headers['content-type']).to.match(/^text\/html/);
        expect(br.headers['content-encoding']).to.equal('br');
        expect(br.headers.vary).to.match(/Accept-Encoding/i);
        expect(br.headers['cache-control']).to.equal('no-cache');
        expect(zlib.brotliDecompressSync(br.body).toString()).to.equal(PRERENDERED.get(file));
        expect((await get(`${base}${url}`)).body.toString()).to.equal(PRERENDERED.get(file));
      }
      // a query may change what the page shows: the app draws it (and so do the paths nothing was prerendered for)
      for (const url of ['/statements?page=2', '/?x=1', '/login', '/prerendered', '/backoffice/login']) {
        const page = await get(`${base}${url}`);
        expect(page.status, url).to.equal(200);
        expect(page.body.toString(), url).to.equal('<!doctype html><title>app</title>');
      }
    });
  });

  describe('the API', () => {
    let t: TestRegistry;
    before(async () => {
      t = await givenRegistry();
    });

    it('compresses JSON above 1 kB and leaves small answers alone', async () => {
      const big = await get(`${t.registry.url}/api/openapi.json`, 'gzip, deflate, br');
      expect(big.status).to.equal(200);
      expect(big.headers['content-encoding']).to.equal('br');
      expect(big.headers.vary).to.match(/Accept-Encoding/i);
      expect(JSON.parse(zlib.brotliDecompressSync(big.body).toString())).to.have.property('openapi');
      const gz = await get(`${t.registry.url}/api/openapi.json`, 'gzip');
      expect(gz.headers['content-encoding']).to.equal('gzip');
      const small = await get(`${t.registry.url}/api/health`, 'gzip, deflate, br');
      expect(small.headers['content-encoding']).to.equal(undefined);
      expect(JSON.parse(small.body.toString())).to.deep.equal({ status: 'ok' });
    });

    it("compresses an operation's JSON answer whole, in the encoding the client prefers, with its length", async () => {
      const url = `${t.registry.url}/api/reference/countries`;
      const plain = await get(url);
      expect(plain.status).to.equal(200);
      expect(plain.headers['content-encoding']).to.equal(undefined);
      expect(plain.body.length).to.be.above(1024);
      expect(plain.headers['content-length']).to.equal(String(plain.body.length));
      const countries = JSON.parse(plain.body.toString());

      const decode = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync } as const;
      for (const [acceptEncoding, encoding] of [
        ['gzip, deflate, br, zstd', 'gzip'], // Chromium's
        ['br, gzip, deflate', 'br'],
        ['gzip;q=0.5, br', 'br'],
        ['br;q=0, gzip', 'gzip'],
      ] as const) {
        const answer = await get(url, acceptEncoding);
        expect(answer.status, acceptEncoding).to.equal(200);
        expect(answer.headers['content-encoding'], acceptEncoding).to.equal(encoding);
        expect(answer.headers['content-type'], acceptEncoding).to.match(/^application\/json/);
        expect(answer.headers.vary, acceptEncoding).to.match(/Accept-Encoding/i);
        // sent whole: its length known, not in chunks
        expect(answer.headers['content-length'], acceptEncoding).to.equal(String(answer.body.length));
        expect(answer.headers['transfer-encoding'], acceptEncoding).to.equal(undefined);
        expect(JSON.parse(decode[encoding](answer.body).toString()), acceptEncoding).to.deep.equal(countries);
      }
      expect((await get(url, 'identity')).headers['content-encoding']).to.equal(undefined);
    });

    it('never compresses the live event stream: its first message arrives at once, as plain text', async () => {
      const admin = await adminSession(t);
      const { ticket } = (
        await t.api
          .post('/api/events/ticket')
          .set({ Authorization: `Bearer ${admin.token}` })
          .expect(200)
      ).body as EventTicket;
      const stream = await get(
        `${t.registry.url}/api/events?ticket=${encodeURIComponent(ticket)}`,
        'gzip, deflate, br',
        true,
      );
      expect(stream.status).to.equal(200);
      expect(stream.headers['content-type']).to.match(/^text\/event-stream/);
      expect(stream.headers['content-encoding']).to.equal(undefined);
      expect(stream.body.toString()).to.contain(': connected');
    });
  });
});
