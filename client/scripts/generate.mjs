#!/usr/bin/env node
/**
 * Writes src/schema.d.ts — the API's paths and schemas as TypeScript types — from the committed openapi.json with
 * openapi-typescript, formatted with the repository's prettier settings so the committed file is stable.
 *
 *   node client/scripts/generate.mjs            regenerate
 *   node client/scripts/generate.mjs --check    fail when the committed types are not those of openapi.json
 *
 * A route or field renamed in the API changes openapi.json, then these types, then breaks the apps' typecheck.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, '..', '..', 'openapi.json');
const target = join(here, '..', 'src', 'schema.d.ts');

const HEADER =
  '/* Generated from openapi.json by client/scripts/generate.mjs (`npm run generate -w client`). Do not edit. */\n';

const ast = await openapiTS(pathToFileURL(source), { alphabetize: true });
const options = (await prettier.resolveConfig(target)) ?? {};
const text = await prettier.format(HEADER + astToString(ast), { ...options, filepath: target });

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    /* missing counts as stale */
  }
  if (committed !== text) {
    console.error('client: src/schema.d.ts is stale — run `npm run generate -w client` and commit it');
    process.exit(1);
  }
  console.log('client: src/schema.d.ts matches openapi.json');
} else {
  writeFileSync(target, text);
  console.log(`client: wrote ${target}`);
}
