import fs from 'node:fs';
import { expect } from 'chai';
import { startBenchRegistry } from '../../scripts/bench-standalone';

/**
 * The bench's registry (`npm run bench`): its stop must end, whatever became of its SMTP server meanwhile. A run once
 * printed its figures and never exited: its PostgreSQL stopped, its SMTP server gone, its data directory left.
 */
describe("the bench's registry", function () {
  this.timeout(120_000);

  it('stops, and removes its data, when its SMTP server ended before the stop, and says so', async () => {
    const bench = await startBenchRegistry('stop-test');
    const dataDir = bench.registry.config.dataDir;
    const sink = bench.smtpServer;
    const said: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void said.push(args.join(' '));
    try {
      const gone = new Promise((resolve) => sink.once('exit', resolve));
      sink.kill('SIGKILL');
      await gone;
      await bench.stop();
    } finally {
      console.error = error;
    }
    expect(fs.existsSync(dataDir), 'the data directory is removed').to.equal(false);
    expect(said.join('\n')).to.contain("the bench's SMTP server ended before the bench did (SIGKILL)");
  });

  it('stops its SMTP server with it', async () => {
    const bench = await startBenchRegistry('stop-test');
    const sink = bench.smtpServer;
    await bench.stop();
    expect(sink.exitCode).to.equal(0);
    expect(fs.existsSync(bench.registry.config.dataDir)).to.equal(false);
  });
});
