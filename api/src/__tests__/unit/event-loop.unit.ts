import { expect } from 'chai';
import { whenQuiet } from '../../services/platform/event-loop';
import { keepBusy } from '../support/busy-event-loop';

describe('background work giving way to requests (issue 14)', () => {
  const look = { busyShare: 0.5, windowMs: 50 };

  it('finds an idle event loop quiet at its first look', async () => {
    const started = Date.now();
    expect(await whenQuiet({ ...look, until: started + 5_000 })).to.equal(true);
    expect(Date.now() - started).to.be.below(1_000);
  });

  it('waits while the event loop is busy, and no later than its deadline', async () => {
    const idle = keepBusy();
    const started = Date.now();
    try {
      expect(await whenQuiet({ ...look, until: started + 600 })).to.equal(false);
    } finally {
      idle();
    }
    expect(Date.now() - started).to.be.within(600, 1_500);
  });

  it('goes on as soon as the event loop falls quiet', async () => {
    const idle = keepBusy();
    setTimeout(idle, 400);
    const started = Date.now();
    expect(await whenQuiet({ ...look, until: started + 10_000 })).to.equal(true);
    expect(Date.now() - started).to.be.within(350, 2_000);
  });

  it('stops waiting once cancelled', async () => {
    const idle = keepBusy();
    let cancelled = false;
    setTimeout(() => (cancelled = true), 300);
    try {
      expect(await whenQuiet({ ...look, until: Date.now() + 10_000, cancelled: () => cancelled })).to.equal(false);
    } finally {
      idle();
    }
  });
});
