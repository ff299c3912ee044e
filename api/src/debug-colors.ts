/**
 * LoopBack makes a `debug` logger for every context, several per request, and unless `DEBUG_COLORS` is set `debug`
 * asks for each one whether stderr is a terminal: a system call, about 4 % of the time of GET /api/auth. The answer
 * cannot change while the process runs, so it is asked once, here, and given to `debug` as its documented
 * `DEBUG_COLORS` (a value already set wins). `debug` reads it when it loads: the registry's entry points import this
 * module before anything else.
 */
import tty from 'node:tty';

process.env.DEBUG_COLORS ??= tty.isatty(process.stderr.fd) ? 'yes' : 'no';
