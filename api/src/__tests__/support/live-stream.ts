/** A client of the live event stream (GET /api/events) for the API tests. */
import http from 'node:http';
import type { LiveEvent } from '../../contracts';

/** An open SSE stream: the events received so far, and a wait for the next one that matches. */
export interface Stream {
  events: (LiveEvent & { event: string; sseId: string })[];
  status: number;
  contentType: string;
  next(match: (e: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>;
  close(): void;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
}

export function openStream(url: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => {
      const events: Stream['events'] = [];
      const waiters: { match: (e: LiveEvent) => boolean; done: (e: LiveEvent) => void }[] = [];
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((l) => l.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const data = field('data');
          if (!data) continue;
          const e = { ...(JSON.parse(data) as LiveEvent), event: field('event')!, sseId: field('id')! };
          events.push(e);
          for (const w of [...waiters])
            if (w.match(e)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.done(e);
            }
        }
      });
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      resolve({
        ended,
        events,
        status: res.statusCode!,
        contentType: String(res.headers['content-type']),
        next(match, ms = 5_000) {
          const seen = events.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error('no matching live event')), ms);
            waiters.push({
              match,
              done: (e) => {
                clearTimeout(timer);
                done(e);
              },
            });
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}
