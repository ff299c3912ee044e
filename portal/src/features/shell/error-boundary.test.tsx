import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MSG } from '@bcu/api/contracts';
import { ErrorBoundary, newErrorId } from './error-boundary';
import { ErrorPage } from './error-page';

describe('error page', () => {
  it("shows 'Error', 'Sorry, something went wrong' and the Error ID", () => {
    const html = renderToStaticMarkup(<ErrorPage errorId="abc-123" />);
    expect(html).toContain(`>${MSG.error}<`);
    expect(html).toContain('Sorry, something went wrong');
    expect(html).toContain('abc-123');
  });

  it('gives every caught error a new id', () => {
    const a = ErrorBoundary.getDerivedStateFromError().errorId;
    const b = ErrorBoundary.getDerivedStateFromError().errorId;
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(newErrorId()).toMatch(/^[0-9a-z-]{8,}$/i);
  });
});
