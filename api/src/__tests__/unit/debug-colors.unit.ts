import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect } from 'chai';

/**
 * Issue 14: LoopBack makes a `debug` logger for every context, several per request; none of them may ask the system
 * whether stderr is a terminal (debug-colors.ts). Run in a fresh process, where the registry's module is the first
 * thing loaded, as in `main.ts`: mocha has loaded `debug` already in this one.
 */
describe('debug colours (issue 14)', () => {
  const registryModule = JSON.stringify(path.resolve(__dirname, '../../registry'));

  /** What `script` prints in a fresh Node process, with this one's environment but `DEBUG_COLORS` as given. */
  function printedBy(script: string, debugColors?: string): string {
    const { DEBUG_COLORS: _, ...inherited } = process.env;
    const env = debugColors === undefined ? inherited : { ...inherited, DEBUG_COLORS: debugColors };
    return String(execFileSync(process.execPath, ['-e', script], { cwd: __dirname, env }));
  }

  /** How often a process that loads `first`, then LoopBack, asks whether a stream is a terminal for two contexts. */
  const terminalChecks = (first: string) =>
    Number(
      printedBy(`
        require(${first});
        const { Context } = require('@loopback/context');
        const tty = require('node:tty');
        const isatty = tty.isatty;
        let asked = 0;
        tty.isatty = (fd) => (asked++, isatty(fd));
        new Context(new Context());
        process.stdout.write(String(asked));`),
    );

  it("a context made after the registry's module has loaded asks nothing", () => {
    expect(terminalChecks(registryModule)).to.equal(0);
  });

  it('without it, each context asks once (what the registry saves per context)', () => {
    expect(terminalChecks("'node:path'")).to.equal(2);
  });

  it('DEBUG_COLORS set by the operator still decides', () => {
    expect(printedBy(`require(${registryModule}); process.stdout.write(process.env.DEBUG_COLORS)`, 'on')).to.equal(
      'on',
    );
  });
});
