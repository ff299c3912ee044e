/**
 * Assign / Unassign Facilitator for the selected BCUs (spec 2 §2.2, §5): each BCU with an amount not above its
 * volume (empty or zero on blur → the full volume, 3 decimals); Assign names the facilitator. Success shows
 * 'BCU Facilitator is updated successfully'; a failure shows the server's message.
 */
import { useState } from 'react';
import { useCustomMutation, useInvalidate, useNotification, type BaseRecord, type HttpError } from '@refinedev/core';
import { Alert, Form, Input, Modal, Select, Table } from 'antd';
import { MSG, TRADING_API, TRADING_TEXTS, typedAmount, type CreditListRow } from '@bcu/api/contracts';
import { errorNote, successNote } from '../../../features/errors/notes';
import { RES } from '../../../resources';
import { formatTonnes } from '../../../features/format';
import { DASHBOARD_TEXT as T } from '../shared/texts';
import { assignAmountIssue, assignAmountOnBlur } from '../shared/amount-rules';
import { selectionIssue, type AssignAction } from './assign-rules';
import { useFacilitators } from './use-facilitators';

export type { AssignAction };

export function AssignFacilitatorModal({
  action,
  credits,
  onClose,
  onDone,
}: {
  action: AssignAction;
  credits: CreditListRow[];
  onClose: () => void;
  onDone: () => void;
}) {
  // one PUT per BCU through Refine; one notification for the whole selection, then the balance is read again
  const { mutateAsync } = useCustomMutation<BaseRecord, HttpError, Record<string, unknown>>();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const facilitators = useFacilitators(action === 'Assign');
  const [facilitatorId, setFacilitatorId] = useState<string>();
  const [amounts, setAmounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(credits.map((c) => [c.id, formatTonnes(c.volume).replace(/,/g, '')])),
  );
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const blocked = selectionIssue(credits);
  const amountErrors = Object.fromEntries(credits.map((c) => [c.id, assignAmountIssue(amounts[c.id], c.volume)]));
  const facilitatorMissing = action === 'Assign' && !facilitatorId;

  const save = async () => {
    setTouched(true);
    if (blocked || facilitatorMissing || Object.values(amountErrors).some(Boolean)) return;
    setSaving(true);
    try {
      for (const c of credits)
        await mutateAsync({
          url: TRADING_API.facilitator(c.id),
          method: 'put',
          values: {
            action,
            facilitatorId: action === 'Assign' ? facilitatorId : undefined,
            bcuAmount: typedAmount(amounts[c.id]),
          },
          successNotification: false,
          errorNotification: (e) => errorNote(e),
        });
      open?.(successNote(TRADING_TEXTS.facilitatorUpdated));
      onDone();
    } catch {
      // told by the error notification
    } finally {
      setSaving(false);
      await invalidate({ resource: RES.credits, invalidates: ['list'] });
    }
  };

  return (
    <Modal
      open
      title={action === 'Assign' ? T.assignFacilitator : T.unassignFacilitator}
      okText={T.save}
      cancelText={T.cancel}
      onOk={() => void save()}
      okButtonProps={{ disabled: Boolean(blocked), loading: saving }}
      onCancel={onClose}
      width={640}
    >
      {blocked ? (
        <Alert type="error" showIcon message={blocked} />
      ) : (
        <Form layout="vertical">
          {action === 'Assign' && (
            <Form.Item
              label={T.facilitator}
              required
              validateStatus={touched && facilitatorMissing ? 'error' : undefined}
              help={touched && facilitatorMissing ? MSG.fieldRequiredDot : undefined}
            >
              <Select
                showSearch
                optionFilterProp="label"
                aria-label={T.facilitator}
                value={facilitatorId}
                onChange={setFacilitatorId}
                loading={facilitators.loading}
                options={facilitators.options}
              />
            </Form.Item>
          )}
          <Table<CreditListRow>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={credits}
            columns={[
              { key: 'BCUID', dataIndex: 'BCUID', title: T.bcuId },
              { key: 'volume', dataIndex: 'volume', title: T.volume, render: (v: string) => formatTonnes(v) },
              {
                key: 'amount',
                title: T.amount,
                render: (_: unknown, c) => (
                  <Form.Item
                    style={{ margin: 0 }}
                    validateStatus={amountErrors[c.id] ? 'error' : undefined}
                    help={amountErrors[c.id]}
                  >
                    <Input
                      inputMode="decimal"
                      aria-label={`${T.amount} ${c.BCUID ?? ''}`}
                      value={amounts[c.id]}
                      onChange={(e) => setAmounts((a) => ({ ...a, [c.id]: e.target.value }))}
                      onBlur={() => setAmounts((a) => ({ ...a, [c.id]: assignAmountOnBlur(a[c.id], c.volume) }))}
                    />
                  </Form.Item>
                ),
              },
            ]}
          />
        </Form>
      )}
    </Modal>
  );
}
