/**
 * The Feedback modal (spec 1 §2): a text that is empty after trimming is refused with 'Feedback cannot be empty';
 * success 'Thank you for your feedback!'. Loaded when the button is first pressed (it holds the contract's schema),
 * so the shell's first load carries only the button.
 */
import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { FeedbackRequest, MSG, PUBLIC_API } from '@bcu/api/contracts';
import { api } from '../../api/http';
import { zodRule } from '../forms/zod-rule';
import { TEXT } from '../texts';

export function FeedbackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ feedback: string }>();

  const send = async () => {
    const { feedback } = await form.validateFields();
    setBusy(true);
    try {
      await api(PUBLIC_API.feedback, { body: { feedback } });
      notification.success({ message: MSG.feedbackThanks });
      form.resetFields();
      onClose();
    } catch {
      notification.error({ message: MSG.error, description: MSG.feedbackFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={TEXT.feedbackTitle}
      open={open}
      onCancel={onClose}
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
  );
}
