/**
 * Refine's notification provider over antd's App notifications, as @refinedev/antd's `useNotificationProvider` does
 * it (the notice's title is Refine's description, its text Refine's message). Written here because importing it from
 * @refinedev/antd's single bundle ships antd's Form and Input with the first JavaScript of every page. The portal runs
 * no undoable mutation, so Refine's 'progress' notice (an undo countdown) is shown as information.
 */
import type { NotificationProvider } from '@refinedev/core';
import { useApp } from './app-notices';

export function useNotificationProvider(): NotificationProvider {
  const { notification } = useApp();
  return {
    open: ({ key, message, description, type }) =>
      notification.open({
        key,
        description: message,
        message: description ?? null,
        type: type === 'progress' ? 'info' : type,
      }),
    close: (key) => notification.destroy(key),
  };
}
