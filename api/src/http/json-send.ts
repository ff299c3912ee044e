/**
 * LoopBack's send step (`RestBindings.SequenceActions.SEND`) for the API's answers. An operation's JSON answer is
 * written as LoopBack writes it (`writeResultToResponse`: `application/json`, the value as JSON), and an answer above
 * the threshold (issue 14: API JSON compressed above 1 kB) is compressed here, in one call, when the client accepts
 * gzip or brotli: the compression middleware's stream (server.ts, for what does not pass through this step — errors,
 * the OpenAPI document, larger answers) costs a zlib stream and its callbacks on the event loop for every answer, about
 * three times what the compression itself costs at an answer's size (an approval's answer: 9 kB).
 *
 * The encoding is the one the client prefers of gzip and brotli, by Express's negotiation (`acceptsEncodings`: the
 * q-values, then the order the client lists them in; browsers list gzip first). Answers above `SYNC_LIMIT`, streams and
 * buffers are left to LoopBack's writer and the middleware, which compresses them off the event loop.
 */
import zlib from 'node:zlib';
import { type OperationRetval, type Response, type Send, writeResultToResponse } from '@loopback/rest';
import type { Provider } from '@loopback/core';

/** API answers at least this long (bytes) are compressed when the client accepts it (here and in server.ts). */
export const COMPRESSION_THRESHOLD = 1024;
/** The longest answer compressed in one call on the event loop (gzip takes about 0.2 ms for it, measured alone). */
const SYNC_LIMIT = 64 * 1024;

const ENCODE = {
  gzip: (body: Buffer) => zlib.gzipSync(body),
  br: (body: Buffer) =>
    zlib.brotliCompressSync(body, {
      params: {
        // the compression middleware's quality
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
};
type Encoding = keyof typeof ENCODE;

/** The encoding to send `body` in, of those the client accepts; none for short or long bodies. */
function encodingFor(response: Response, body: Buffer): Encoding | undefined {
  const { req } = response;
  if (body.length < COMPRESSION_THRESHOLD || body.length > SYNC_LIMIT || req.method === 'HEAD') return undefined;
  // a response asked not to be transformed (as the compression middleware honours it)
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(response.getHeader('Cache-Control') ?? ''))) return undefined;
  const encoding = req.acceptsEncodings('gzip', 'br', 'identity');
  return encoding === 'gzip' || encoding === 'br' ? encoding : undefined;
}

/** Whether LoopBack's writer would write `result` as JSON (not a stream, a buffer, text or no content). */
function isJson(response: Response, result: OperationRetval): boolean {
  if (result === response || result === undefined || response.headersSent) return false;
  if (typeof result === 'boolean' || typeof result === 'number') return true;
  return (
    typeof result === 'object' &&
    !Buffer.isBuffer(result) &&
    typeof (result as { pipe?: unknown } | null)?.pipe !== 'function'
  );
}

export function sendJson(response: Response, result: OperationRetval): void {
  if (!isJson(response, result)) return writeResultToResponse(response, result);
  const body = Buffer.from(JSON.stringify(result));
  response.setHeader('Content-Type', 'application/json');
  const encoding = encodingFor(response, body);
  if (encoding) {
    response.vary('Accept-Encoding');
    response.setHeader('Content-Encoding', encoding);
  }
  const sent = encoding ? ENCODE[encoding](body) : body;
  // its length given: the compression middleware writes the headers before the body, which would otherwise go in chunks
  response.setHeader('Content-Length', sent.length);
  response.end(sent);
}

export class JsonSendProvider implements Provider<Send> {
  value(): Send {
    return sendJson;
  }
}
