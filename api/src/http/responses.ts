/** OpenAPI response helpers: answers documented by contract schemas, errors by the DESIGN §3 envelope. */
import type { Response, ResponsesObject } from '@loopback/rest';
import { z } from 'zod';
import { jsonContent, openApiSchema } from './zod-openapi';

const ErrorEnvelope = z.object({
  error: z.object({
    statusCode: z.number(),
    name: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: openApiSchema(ErrorEnvelope) } },
});

/** Responses of an operation: the success answer plus the error statuses it can give. */
export function responses(
  ok: { status?: number; schema?: z.ZodType; description: string; headers?: Record<string, unknown> },
  errors: number[] = [422],
): ResponsesObject {
  const r: ResponsesObject = {
    [ok.status ?? 200]: ok.schema
      ? {
          description: ok.description,
          headers: ok.headers,
          content: { 'application/json': jsonContent(ok.schema) },
        }
      : { description: ok.description, headers: ok.headers },
  };
  return { ...r, ...errorResponses(errors) };
}

const ERROR_TEXTS: Record<number, string> = {
  400: 'Bad request (invalid or expired token, malformed query)',
  401: 'Not signed in, or wrong credentials',
  403: 'Not allowed for this user',
  404: 'Not found',
  409: 'Conflict with the current state',
  422: "Validation failed: the message and details carry the spec's texts",
  429: 'Too many requests',
};

/**
 * The error answers of the given statuses. Every route can answer 422: a path or query with text the registry
 * cannot store is refused before any route reads it (`http/storable-text.ts`).
 */
export const errorResponses = (errors: number[]): ResponsesObject =>
  Object.fromEntries(errors.map((e) => [e, errorResponse(ERROR_TEXTS[e] ?? 'Error')]));

export const contentRangeHeader = {
  'Content-Range': { description: 'items first-last/total', schema: { type: 'string' } },
};

/** The 200 answer of an image route (company logos). */
export const imageResponses = (description: string) => ({
  ...responses({ description }, [401, 403, 404]),
  200: { description, content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
});

/** Sends a stored image; an SVG is shown as an image only: no scripts, no navigation, even when opened directly. */
export function sendImage(res: Response, file: { mimeType: string; content: Buffer }): Response {
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('Cache-Control', 'private, no-cache');
  res.end(file.content);
  return res;
}
