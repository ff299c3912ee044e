/**
 * The request-to-connect modal (spec 3 §2.7, §5 "Connection request message", §8): a message of at most 500
 * characters with a counter; Send stays disabled while it is empty. Success 'Connection request sent
 * successfully!'; a failure shows the server's message or 'Failed to send connection request'.
 */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import {
  CONNECT_API,
  ConnectMessage,
  LIMITS,
  MSG,
  type ConnectCompany,
  type ConnectionRequest,
} from '@bcu/api/contracts';
import { api, ApiError } from '../../api/http';
import { useNotify } from '../../features/errors/notify';
import { zodRule } from '../../features/forms/zod-rule';
import { T } from './texts';

export function RequestModal({
  company,
  onClose,
  onSent,
}: {
  company: ConnectCompany;
  onClose: () => void;
  onSent: (request: ConnectionRequest) => void;
}) {
  const notify = useNotify();
  const [form] = Form.useForm<{ message: string }>();
  const message = Form.useWatch('message', form) ?? '';
  const [sending, setSending] = useState(false);

  const send = async () => {
    let values: { message: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSending(true);
    try {
      const created = await api<ConnectionRequest>(CONNECT_API.requests, {
        method: 'POST',
        body: { receiverId: company.id, message: values.message.trim() },
      });
      notify.success(MSG.connectSent);
      onSent(created);
    } catch (e) {
      const text =
        e instanceof ApiError && e.message && e.message !== MSG.unknownError ? e.message : MSG.connectSendFailed;
      notify.error(new Error(text));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={T.requestTitle(company.name)}
      okText={T.send}
      cancelText={T.cancel}
      onOk={() => void send()}
      okButtonProps={{ loading: sending, disabled: message.trim().length === 0 }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="message" label={T.message} required rules={[zodRule(ConnectMessage)]}>
          <Input.TextArea rows={5} maxLength={LIMITS.connectMessageMax} showCount placeholder={T.messagePlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
