/**
 * Hostile inputs for the contract fuzzer, as fast-check arbitraries: values of the wrong type, strings with NUL and
 * control characters, lone surrogates and 1 MB of text, numbers JSON.stringify cannot write (-0, 1e309, NaN),
 * bad UUIDs, malformed JSON and multipart, wrong content types, and mutations of a valid body (a required field
 * dropped, an unknown one added, one replaced by a hostile value).
 */
import fc from 'fast-check';

/** Raw JSON number tokens, written into the body text in place of their marker strings. */
const RAW = { minusZero: '-0', overflow: '1e309', nan: 'NaN', infinity: '-Infinity', huge: '1' + '0'.repeat(400) };
const rawMarker = (k: keyof typeof RAW) => `__raw_${k}__`;

export const hostileString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f\u0085',
  '\ud800',
  '\u202eevil',
  'x'.repeat(1_048_576),
  'é'.repeat(70_000),
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '00000000-0000-4000-8000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '-0',
  '1e309',
  'NaN',
  '-1',
  '9999999999999999999999',
  '2026-02-30',
  '0000-01-01',
  '{"$ne":null}',
  'null',
  '[]',
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], {
    constructor: { prototype: { admin: true } },
  }),
  fc.constantFrom(...(Object.keys(RAW) as (keyof typeof RAW)[])).map(rawMarker),
  fc.jsonValue({ maxDepth: 2 }),
);

/** The body text of a value, with the raw number markers replaced by their tokens. */
export function jsonText(value: unknown): string {
  let text = JSON.stringify(value) ?? 'undefined';
  for (const [k, token] of Object.entries(RAW)) text = text.split(`"${rawMarker(k as keyof typeof RAW)}"`).join(token);
  return text;
}

/** A valid-looking object changed in one hostile way. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.string({ maxLength: 12 }), hostileValue, fc.nat(3))
    .map(([v, i, key, bad, how]) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return how % 2 ? [v] : bad;
      const o = { ...(v as Record<string, unknown>) };
      const keys = Object.keys(o);
      const k = keys.length ? keys[i % keys.length] : key;
      if (how === 0) delete o[k];
      else if (how === 1) o[key || 'unknownField'] = bad;
      else o[k] = bad;
      return o;
    });
}

export const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'undefined',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"x":1}}',
  '{"a":1}{"b":2}',
  '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
  '',
);

export const malformedMultipart = fc.constantFrom(
  {
    type: 'multipart/form-data; boundary=XyZ',
    body: '--XyZ\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{"a":1',
  },
  { type: 'multipart/form-data', body: '--nope\r\n\r\n' },
  { type: 'multipart/form-data; boundary=XyZ', body: '--XyZ--\r\n' },
  {
    type: 'multipart/form-data; boundary=XyZ',
    body: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="../../x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 broken\r\n--XyZ--\r\n',
  },
  {
    type: 'multipart/form-data; boundary=XyZ',
    body: '--XyZ\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{"a":1e309}\r\n--XyZ--\r\n',
  },
  { type: 'multipart/form-data; boundary=' + 'b'.repeat(200), body: 'garbage' },
);

export const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  'multipart/form-data',
  'application/json; charset=latin1',
);
