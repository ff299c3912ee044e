/** `npm start`: the registry with demo data on one port (DESIGN §1). */
import { startRegistry } from './registry';
import { DRAIN_MS } from './server';

/** A stop that has not finished this long after the drain gives up: the process exits anyway (status 1). */
const STOP_GRACE_MS = DRAIN_MS + 20_000;

async function main() {
  const registry = await startRegistry();
  console.log(`BCU Registry listening on ${registry.url}`);
  console.log(`  portal      ${registry.url}/`);
  console.log(`  backoffice  ${registry.url}/backoffice`);
  console.log(`  API         ${registry.url}/api  (explorer ${registry.url}/api/explorer)`);
  // SIGTERM (docker stop, an orchestrator scaling down) and SIGINT: a graceful stop (registry.ts), then exit
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping — no new connections, requests in flight get up to ${DRAIN_MS / 1000} s…`);
    setTimeout(() => {
      console.error('The BCU Registry did not stop in time; exiting.');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    try {
      await registry.stop();
      console.log('Stopped.');
      process.exit(0);
    } catch (e) {
      console.error(`The BCU Registry did not stop cleanly: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', (s) => void stop(s));
  process.on('SIGTERM', (s) => void stop(s));
}

main().catch((e) => {
  console.error(`The BCU Registry could not start: ${e instanceof Error ? e.message : String(e)}`);
  if (e instanceof Error && e.stack) console.error(e.stack);
  process.exit(1);
});
