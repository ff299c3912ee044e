/** `npm run openapi` writes openapi.json; `--check` fails when the committed file differs from the app's. */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { buildOpenApiDocument, serialise } from '../openapi-document';

async function main() {
  const file = path.join(REPO_ROOT, 'openapi.json');
  const text = serialise(await buildOpenApiDocument());
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (committed !== text) {
      console.error('openapi.json differs from the application: run `npm run openapi` and commit it.');
      process.exit(1);
    }
    console.log('openapi.json matches the application.');
    return;
  }
  fs.writeFileSync(file, text);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
