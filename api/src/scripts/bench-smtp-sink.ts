/**
 * The bench's mail server in a process of its own, as a registry's SMTP server is: it takes every mail and keeps
 * none (the tests' SMTP sink with `keep: false`). Started by bench-standalone.ts, which reads the URL it sends and
 * ends it by disconnecting.
 */
import { SmtpSink } from '../__tests__/support/smtp-sink';

const sink = new SmtpSink({ keep: false });
void sink.start().then((url) => process.send!({ url }));
process.on('disconnect', () => void sink.stop().then(() => process.exit(0)));
