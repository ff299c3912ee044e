/**
 * Notifications of spec 1 §8: errors titled 'Error' with the server message and its details as
 * bullet items, login failures titled 'Login failed', network failures 'Network error'.
 */
import { useMemo } from 'react';
import { MSG } from '@bcu/api/contracts';
import { useApp } from './app-notices';
import { ApiError } from '../../api/http';

/** The message and bullet items of an error (details repeating the message are dropped). */
export function errorLines(err: unknown): { message: string; items: string[] } {
  if (err instanceof ApiError) {
    const items = [...new Set(err.details.map((d) => d.message))].filter((m) => m !== err.message);
    return { message: err.message || MSG.unknownError, items };
  }
  if (err instanceof Error && err.message) return { message: err.message, items: [] };
  return { message: MSG.unknownError, items: [] };
}

export function ErrorDescription({ err }: { err: unknown }) {
  const { message, items } = errorLines(err);
  return (
    <div>
      <div>{message}</div>
      {items.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
          {items.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function isNetworkError(err: unknown): boolean {
  return err instanceof ApiError && err.network;
}

export interface Notify {
  /** Generic error: title 'Error' (or 'Network error' when nothing answered). */
  error(err: unknown, title?: string): void;
  /** Login failure: 'Login failed' with the server message, messages joined with commas. */
  loginError(err: unknown): void;
  success(title: string, description?: string): void;
  message(title: string, description: string, type?: 'error' | 'warning' | 'info'): void;
}

export function useNotify(): Notify {
  const { notification } = useApp();
  return useMemo<Notify>(
    () => ({
      error(err, title = MSG.error) {
        if (isNetworkError(err)) {
          notification.error({ message: MSG.networkError, description: MSG.tryAgainLater });
          return;
        }
        notification.error({ message: title, description: <ErrorDescription err={err} /> });
      },
      loginError(err) {
        if (isNetworkError(err)) {
          notification.error({ message: MSG.networkError, description: MSG.tryAgainLater });
          return;
        }
        const { message, items } = errorLines(err);
        notification.error({ message: MSG.loginFailed, description: [message, ...items].join(', ') });
      },
      success(title, description) {
        notification.success({ message: title, description });
      },
      message(title, description, type = 'error') {
        // keyed by text: the same message raised twice (e.g. a re-run effect) shows once
        notification[type]({ key: `${title}|${description}`, message: title, description });
      },
    }),
    [notification],
  );
}
