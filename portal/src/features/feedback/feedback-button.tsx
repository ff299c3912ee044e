/**
 * The Feedback button (spec 1 §2): for signed-in users except the SuperAdmin; a text that is empty after
 * trimming is refused with 'Feedback cannot be empty'; success 'Thank you for your feedback!'.
 */
import { useState } from 'react';
import { App, Button, Form, Input, Modal } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { FeedbackRequest, MSG, PUBLIC_API, type SessionUser } from '@bcu/api/contracts';
import { api } from '../../api/http';
import { zodRule } from '../forms/zod-rule';
import { useSession } from '../session/session-store';
import { TEXT } from '../texts';

/** Shown to signed-in users other than the SuperAdmin. */
export const showsFeedback = (user: SessionUser | null): boolean => !!user && user.role !== 'SuperAdmin';

export function FeedbackButton() {
  const { user } = useSession();
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ feedback: string }>();
  if (!showsFeedback(user)) return null;

  const send = async () => {
    const { feedback } = await form.validateFields();
    setBusy(true);
    try {
      await api(PUBLIC_API.feedback, { body: { feedback } });
      notification.success({ message: MSG.feedbackThanks });
      form.resetFields();
      setOpen(false);
    } catch {
      notification.error({ message: MSG.error, description: MSG.feedbackFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button className="bcu-feedback-button" type="primary" icon={<MessageOutlined />} onClick={() => setOpen(true)}>
        {TEXT.feedback}
      </Button>
      <Modal
        title={TEXT.feedbackTitle}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => void send().catch(() => undefined)}
        okText={TEXT.send}
        cancelText={TEXT.cancel}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="feedback" label={TEXT.feedbackLabel} rules={[zodRule(FeedbackRequest.shape.feedback)]}>
            <Input.TextArea rows={6} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
