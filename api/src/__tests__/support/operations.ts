/**
 * The operations of the committed openapi.json, for the tests that walk all of them (the authorization matrix,
 * the contract fuzzer): a new route is covered the moment it is in the document.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config';
import type { JsonSchema } from './schema-arbitrary';

export interface OperationSpec {
  operationId: string;
  security?: object[];
  'x-public'?: boolean;
  'x-permissions'?: string[];
  /** The message of a refusal, where the operation names its own. */
  'x-refusal'?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
}

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path as the document writes it, under /api, e.g. `/credits/{id}`. */
  path: string;
  spec: OperationSpec;
}

export interface ApiDocument {
  paths: Record<string, Record<string, OperationSpec>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export function apiDocument(): ApiDocument {
  return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8')) as ApiDocument;
}

export function operations(doc = apiDocument()): Operation[] {
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, spec]) => ({ method: method as Operation['method'], path: p, spec })),
  );
}

export const pathParams = (op: Operation) => [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);

/** The URL of an operation with its path parameters filled in (each value URL-encoded). */
export const urlOf = (op: Operation, value: (name: string) => string) =>
  `/api${op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value(name)))}`;

export const label = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;

/** Methods that may change something: a refused one must have changed nothing. */
export const isWrite = (op: Operation) => op.method !== 'get';
