/**
 * The text rule of the contract (contracts `isStorableText`) for what a request carries outside its body: a path
 * or a query value with a NUL character or a lone surrogate (or percent-encoding that is no UTF-8) is refused
 * with 422 before any route reads it. Bodies are held to the rule where they are parsed (`parse`).
 */
import type { NextFunction, Request, Response } from 'express';
import { MSG, isStorableText, unstorableTextPath } from '../contracts';

function decodedPathIsStorable(rawPath: string): boolean {
  try {
    return isStorableText(decodeURIComponent(rawPath));
  } catch {
    return false;
  }
}

export function storableRequestText(req: Request, res: Response, next: NextFunction): void {
  let path: string | undefined;
  if (!decodedPathIsStorable(req.path)) path = 'path';
  else {
    const inQuery = unstorableTextPath(req.query);
    if (inQuery) path = inQuery.join('.');
  }
  if (path === undefined) return next();
  res.status(422).json({
    error: {
      statusCode: 422,
      name: 'UnprocessableEntityError',
      message: MSG.textUnstorable,
      details: [{ path, message: MSG.textUnstorable }],
    },
  });
}
