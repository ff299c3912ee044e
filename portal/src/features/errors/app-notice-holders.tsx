/** antd's notice, message and dialog hooks with their holders, loaded when the first one is asked for (app-notices.tsx). */
import { useEffect } from 'react';
import { Modal, message, notification as notifications } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import type { NotificationConfig } from 'antd/es/notification/interface';

export interface NoticeHoldersProps {
  notification: NotificationConfig;
  onReady: (api: useAppProps) => void;
}

export default function NoticeHolders({ notification, onReady }: NoticeHoldersProps) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notifications.useNotification(notification);
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(
    () => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }),
    [onReady, messageApi, notificationApi, modalApi],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
