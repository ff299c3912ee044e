import { expect } from 'chai';
import { connectLiveEvents, parseLiveEvent, type EventSourceLike, type LiveEvent } from '../../contracts';
import { receives } from '../../services/platform/events.service';

class FakeSource implements EventSourceLike {
  onopen: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, (ev: { data: string }) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (ev: { data: string }) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(topic: string, data: unknown) {
    this.listeners.get(topic)?.({ data: JSON.stringify(data) });
  }
}

const tick = () => new Promise((r) => setImmediate(r));

describe('live events client (contracts/live-client.ts)', () => {
  function given(tickets: (() => Promise<string>)[]) {
    const sources: FakeSource[] = [];
    const events: LiveEvent[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    let reconnects = 0;
    let n = 0;
    const close = connectLiveEvents({
      getTicket: () => tickets[Math.min(n++, tickets.length - 1)](),
      open: (url) => {
        const s = new FakeSource(url);
        sources.push(s);
        return s;
      },
      onEvent: (e) => events.push(e),
      onReconnect: () => reconnects++,
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      clearTimer: () => undefined,
    });
    return { sources, events, timers, close, reconnects: () => reconnects };
  }

  it('opens the stream with the ticket and hands on the events of every topic', async () => {
    const c = given([async () => 'a.b/c']);
    await tick();
    expect(c.sources[0].url).to.equal('/api/events?ticket=a.b%2Fc');
    c.sources[0].onopen?.({} as never);
    c.sources[0].emit('submissions', { id: '1', topic: 'submissions', data: { id: 's' } });
    c.sources[0].emit('balance', { id: '2', topic: 'balance' });
    c.sources[0].emit('balance', 'not json');
    expect(c.events).to.deep.equal([
      { id: '1', topic: 'submissions', data: { id: 's' } },
      { id: '2', topic: 'balance', data: {} },
    ]);
    c.close();
    expect(c.sources[0].closed).to.equal(true);
  });

  it('reconnects with a fresh ticket after an error, backing off, and reports the reconnect', async () => {
    const c = given([async () => 't1', async () => Promise.reject(new Error('401')), async () => 't3']);
    await tick();
    c.sources[0].onopen?.({} as never);
    c.sources[0].onerror?.({} as never);
    expect(c.sources[0].closed).to.equal(true);
    expect(c.timers.map((t) => t.ms)).to.deep.equal([1000]);
    c.timers[0].fn(); // ticket refused: back off again
    await tick();
    expect(c.timers.map((t) => t.ms)).to.deep.equal([1000, 2000]);
    c.timers[1].fn();
    await tick();
    expect(c.sources[1].url).to.equal('/api/events?ticket=t3');
    c.sources[1].onopen?.({} as never);
    expect(c.reconnects()).to.equal(1);
    c.close();
  });

  it('parses only well-formed events of a known topic', () => {
    expect(parseLiveEvent('{"id":"x","topic":"nope"}')).to.equal(undefined);
    expect(parseLiveEvent('{"topic":"logs"}')).to.equal(undefined);
    expect(parseLiveEvent('{"id":"x","topic":"logs","data":{"a":1}}')).to.deep.equal({
      id: 'x',
      topic: 'logs',
      data: { a: 1 },
    });
  });

  it('scopes events: admin-area readers get every topic, other users balance and counters of their companies', () => {
    const admin = { companyId: 'admin-co', adminReader: true };
    const user = { companyId: 'c1', adminReader: false };
    expect(receives(admin, { topic: 'submissions' })).to.equal(true);
    expect(receives(admin, { topic: 'balance', companyIds: ['c2'] })).to.equal(true);
    expect(receives(user, { topic: 'submissions' })).to.equal(false);
    expect(receives(user, { topic: 'balance', companyIds: ['c1', 'c2'] })).to.equal(true);
    expect(receives(user, { topic: 'counters', companyIds: ['c2'] })).to.equal(false);
    expect(receives(user, { topic: 'counters' })).to.equal(true);
  });
});
