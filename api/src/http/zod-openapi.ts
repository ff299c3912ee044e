/** Publishes contract schemas in the OpenAPI document; the schema itself validates in the controller. */
import { requestBody, JsonBodyParser, type RequestBody, type Request } from '@loopback/rest';
import { z } from 'zod';
import type { SchemaObject } from '@loopback/rest';
import { exampleOf } from './openapi-examples';

/** The JSON Schema of a contract schema, as the client sends it (input side). */
export function openApiSchema(schema: z.ZodType): SchemaObject {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return typedNullables(json) as SchemaObject;
}

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`. zod writes it beside nothing for `unknown().nullable()`
 * (any value already includes null: dropped) and beside `anyOf` for a nullable union (moved into each branch).
 */
function typedNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typedNullables);
  if (!node || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, typedNullables(v)])) as Record<
    string,
    unknown
  >;
  if (out.nullable === true && out.type === undefined) {
    delete out.nullable;
    for (const key of ['anyOf', 'oneOf'] as const)
      if (Array.isArray(out[key]))
        out[key] = (out[key] as Record<string, unknown>[]).map((b) =>
          b.type !== undefined ? { ...b, nullable: true } : b,
        );
  }
  return out;
}

/**
 * A JSON body parser that leaves validation to the contract's zod schema, so clients get the spec's
 * messages instead of AJV's (LoopBack skips its own validation when the parsed body carries no schema).
 * Used only through `x-parser`, never registered as a general parser.
 */
export class ContractJsonParser extends JsonBodyParser {
  override async parse(request: Request): Promise<RequestBody> {
    const body = await super.parse(request);
    return { value: body.value ?? {}, schema: undefined };
  }
}

/** A JSON media type of a contract schema, with the schema's example when it has one (`openapi-examples.ts`). */
export function jsonContent(schema: z.ZodType): { schema: SchemaObject; example?: unknown } {
  const example = exampleOf(schema);
  return example === undefined ? { schema: openApiSchema(schema) } : { schema: openApiSchema(schema), example };
}

/** `@body(Schema)`: a JSON request body documented by a contract schema. */
export const body = (schema: z.ZodType, description?: string) =>
  requestBody({
    description,
    required: true,
    content: { 'application/json': { ...jsonContent(schema), 'x-parser': ContractJsonParser } },
  });

/**
 * Hands a multipart request through untouched (multer reads it in the controller) and, like the JSON parser
 * above, leaves validation to the contract schema instead of AJV.
 */
export class MultipartPassThroughParser {
  name = 'multipart-pass-through';
  supports(mediaType: string) {
    return mediaType.startsWith('multipart/form-data');
  }
  async parse(request: Request): Promise<RequestBody> {
    return { value: request, schema: undefined };
  }
}
