/**
 * fast-check arbitraries from the JSON Schemas of openapi.json (the OpenAPI 3.0 subset zod writes): values that
 * follow the schema, for the contract fuzzer. Formats the schemas use (uuid, date, binary) get matching values;
 * a pattern is followed with fast-check's `stringMatching`.
 */
import fc from 'fast-check';

export type JsonSchema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** Longest generated string and array: long enough to reach the limits, short enough to stay fast. */
const MAX_STRING = 300;
const MAX_ITEMS = 5;

export function arbitraryOf(
  schema: JsonSchema | undefined,
  refs: Record<string, JsonSchema> = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.jsonValue({ maxDepth: 2 });
  if (schema.$ref) return arbitraryOf(refs[schema.$ref.split('/').pop()!], refs, depth + 1);
  const base = plain(schema, refs, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 8 }) : base;
}

function plain(s: JsonSchema, refs: Record<string, JsonSchema>, depth: number): fc.Arbitrary<unknown> {
  const next = (x: JsonSchema | undefined) => arbitraryOf(x, refs, depth + 1);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map(next));
  if (s.allOf?.length) return next(Object.assign({}, ...s.allOf));
  switch (s.type) {
    case 'object': {
      const props = s.properties ?? {};
      if (!Object.keys(props).length)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const record = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, next(v)]));
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    case 'array':
      return fc.array(next(s.items), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    case 'integer':
    case 'number': {
      const min = s.minimum ?? -1e9;
      const max = s.maximum ?? 1e12;
      const exclusive = s.exclusiveMinimum === true;
      return s.type === 'integer'
        ? fc.integer({
            min: Math.max(Math.ceil(min) + (exclusive ? 1 : 0), Number.MIN_SAFE_INTEGER),
            max: Math.min(max, Number.MAX_SAFE_INTEGER),
          })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: exclusive });
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringOf(s);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress();
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? MAX_STRING, MAX_STRING));
  if (s.pattern) {
    // fast-check follows no lookaround: those are dropped (the value may then miss the pattern, still a fine input)
    const pattern = s.pattern.replace(/\(\?<?[=!](?:[^()\\]|\\.)*\)/g, '');
    return fc.stringMatching(new RegExp(pattern)).map((x) => (x.length > maxLength ? x.slice(0, maxLength) : x));
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}
