/**
 * The request-to-connect modal (spec 3 §2.7, §5 "Connection request message", §8): a message of at most 500
 * characters with a counter; Send stays disabled while it is empty. Success 'Connection request sent
 * successfully!'; a failure shows the server's message or 'Failed to send connection request'.
 */
import type { HttpError } from '@refinedev/core';
import { useForm } from '@refinedev/antd';
import { Form, Input, Modal } from 'antd';
import {
  CONNECT_API,
  ConnectMessage,
  LIMITS,
  MSG,
  type ConnectCompany,
  type ConnectionRequest,
} from '@bcu/api/contracts';
import { apiErrorOf, errorNote, successNote } from '../../features/errors/notes';
import { zodRule } from '../../features/forms/zod-rule';
import { RES } from '../../resources';
import { T } from './texts';

interface RequestBody {
  receiverId: string;
  message: string;
}

/** The server's message, or the spec's 'Failed to send connection request' when it gave none. */
function sendFailure(e: HttpError) {
  const err = apiErrorOf(e) as { message?: string } | undefined;
  return errorNote(new Error(err?.message && err.message !== MSG.unknownError ? err.message : MSG.connectSendFailed));
}

export function RequestModal({
  company,
  onClose,
  onSent,
}: {
  company: ConnectCompany;
  onClose: () => void;
  onSent: (request: ConnectionRequest) => void;
}) {
  // a new request of the resource 'connection-requests'; a 422's field errors land on the message
  const { form, formProps, formLoading } = useForm<ConnectionRequest, HttpError, RequestBody>({
    resource: RES.connectRequests,
    action: 'create',
    meta: { path: CONNECT_API.requests.slice(1) },
    redirect: false,
    successNotification: () => successNote(MSG.connectSent),
    errorNotification: (e) => (e ? sendFailure(e) : false),
    onMutationSuccess: ({ data }) => onSent(data),
  });
  const message = (Form.useWatch('message', form) as string | undefined) ?? '';

  return (
    <Modal
      open
      title={T.requestTitle(company.name)}
      okText={T.send}
      cancelText={T.cancel}
      onOk={() => form.submit()}
      okButtonProps={{ loading: formLoading, disabled: message.trim().length === 0 }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        {...formProps}
        layout="vertical"
        requiredMark
        onFinish={(v) =>
          formProps.onFinish?.({ receiverId: company.id, message: (v as { message: string }).message.trim() })
        }
      >
        <Form.Item name="message" label={T.message} required rules={[zodRule(ConnectMessage)]}>
          <Input.TextArea rows={5} maxLength={LIMITS.connectMessageMax} showCount placeholder={T.messagePlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
