/** `npm start`: the registry with demo data on one port (DESIGN §1). */
import { startRegistry } from './registry';

async function main() {
  const registry = await startRegistry();
  console.log(`BCU Registry listening on ${registry.url}`);
  console.log(`  portal      ${registry.url}/`);
  console.log(`  backoffice  ${registry.url}/backoffice`);
  console.log(`  API         ${registry.url}/api  (explorer ${registry.url}/api/explorer)`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping…');
    await registry.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(`The BCU Registry could not start: ${e instanceof Error ? e.message : String(e)}`);
  if (e instanceof Error && e.stack) console.error(e.stack);
  process.exit(1);
});
