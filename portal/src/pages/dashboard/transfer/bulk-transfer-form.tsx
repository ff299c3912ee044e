/**
 * Bulk transfer (spec 2 §2.7, §5): several BCUs move in full to one receiver, no splitting; submit needs at least
 * 2; 'All BCUs were transferred successfully.' on success, 'Transfer Failed' with 'An error occurred during the
 * bulk transfer: {message}' on failure.
 */
import { App, Button, Form, Select, Typography } from 'antd';
import { MSG, TRADING_API, TRADING_TEXTS, type SessionUser } from '@bcu/api/contracts';
import { apiErrorOf } from '../../../features/errors/notes';
import { errorLines } from '../../../features/errors/notify';
import { TRADE_TEXT } from '../shared/trade-texts';
import { useCreditRequestForm } from '../shared/use-credit-request-form';
import { creditLabel, useActiveCredits, useRecipients } from '../shared/use-credits';
import { transferVariant } from '../shared/variants';
import { ScopeFields, scopePayload, type ScopeValues } from './scope-fields';
import { bulkTransferQuestion } from './confirm';

interface Values extends ScopeValues {
  creditIds: string[];
  receiverId: string;
}

export function BulkTransferForm({ user }: { user: SessionUser }) {
  const { modal } = App.useApp();
  // POST /trading/bulk-transfer through Refine, after the confirmation; the spec's failure title and text
  const {
    form,
    formProps,
    onFinish: transfer,
    formLoading: submitting,
  } = useCreditRequestForm<Values>({
    path: TRADING_API.bulkTransfer,
    successText: TRADING_TEXTS.bulkTransferred,
    errorNotification: (e) => {
      const { message, items } = errorLines(apiErrorOf(e));
      // Refine's antd provider shows `description` as the title and `message` as the text
      return {
        type: 'error',
        description: TRADING_TEXTS.bulkTransferFailedTitle,
        message: TRADING_TEXTS.bulkTransferFailed([message, ...items].join('\n')),
      };
    },
  });
  const { credits, loading } = useActiveCredits();
  const ids: string[] = Form.useWatch('creditIds', form) ?? [];
  const chosen = credits.filter((c) => ids.includes(c.id));
  const { recipients, loading: loadingRecipients } = useRecipients(chosen[0]?.id);
  const variant = transferVariant(user.company.type, chosen[0]?.companyType);
  const send = (v: Values) => {
    const extra = scopePayload(variant, v);
    return transfer({
      transfers: chosen.map((c) => ({ creditId: c.id, receiverId: v.receiverId, ...extra })),
    } as never).catch(() => undefined);
  };

  const onFinish = (v: Values) => {
    const receiver = recipients.find((r) => r.id === v.receiverId)?.name ?? '';
    modal.confirm({
      title: TRADE_TEXT.confirmTitle,
      content: bulkTransferQuestion(chosen, user.companyId, receiver),
      okText: TRADE_TEXT.ok,
      cancelText: TRADE_TEXT.cancel,
      autoFocusButton: 'ok',
      onOk: () => send(v),
    });
  };

  return (
    <Form<Values>
      {...formProps}
      layout="vertical"
      onFinish={onFinish}
      style={{ maxWidth: 560 }}
      data-testid="transfer-bulk"
    >
      <Form.Item name="creditIds" label={TRADE_TEXT.bcuIds} rules={[{ required: true, message: MSG.atLeastOneBcu }]}>
        <Select
          mode="multiple"
          showSearch
          loading={loading}
          optionFilterProp="label"
          aria-label={TRADE_TEXT.bcuIds}
          options={credits.map((c) => ({ value: c.id, label: creditLabel(c) }))}
        />
      </Form.Item>
      <Form.Item
        name="receiverId"
        label={TRADE_TEXT.transferTo}
        rules={variant === 'Intermediary' ? [] : [{ required: true, message: MSG.transferToRequired }]}
      >
        <Select
          showSearch
          loading={loadingRecipients}
          disabled={chosen.length === 0}
          optionFilterProp="label"
          aria-label={TRADE_TEXT.transferTo}
          options={recipients.map((r) => ({ value: r.id, label: `${r.name} (${r.country})` }))}
        />
      </Form.Item>
      <ScopeFields variant={variant} />
      {ids.length === 1 && <Typography.Paragraph type="secondary">{MSG.bulkAtLeastTwo}</Typography.Paragraph>}
      <Button type="primary" htmlType="submit" loading={submitting} disabled={ids.length < 2}>
        {TRADE_TEXT.submitTransfer}
      </Button>
    </Form>
  );
}
