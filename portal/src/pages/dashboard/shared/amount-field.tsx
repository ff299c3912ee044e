/**
 * Volume with unit (BCU, CO2eq, MJ) of the transfer and retirement forms, with the max rule of spec 2 §5. The typed
 * value is kept as typed (issue 10 §10): above the maximum the range message shows under it, and the line below
 * always says how much is available.
 */
import { Form, Input, Select, Space, Typography } from 'antd';
import { AMOUNT_TYPES, TRADING_TEXTS, type AmountType } from '@bcu/api/contracts';
import { TRADE_TEXT } from './trade-texts';
import { AMOUNT_STEP, amountIssue, groupThousands, unitMax, type AmountCredit } from './amount-rules';

export function AmountField({ credit, userCompanyId }: { credit: AmountCredit | undefined; userCompanyId: string }) {
  const form = Form.useFormInstance();
  const unit: AmountType = Form.useWatch('amountType', form) ?? 'BCU';
  const max = credit ? unitMax(credit, unit, userCompanyId) : undefined;
  return (
    <Form.Item label={TRADE_TEXT.volume} required>
      <Space.Compact block>
        <Form.Item
          name="amount"
          noStyle
          dependencies={['amountType']}
          rules={[
            {
              validator: async (_r, v: string | undefined) => {
                if (!credit) return;
                const typedUnit: AmountType = form.getFieldValue('amountType') ?? 'BCU';
                const issue = amountIssue(v, typedUnit, unitMax(credit, typedUnit, userCompanyId));
                if (issue) throw new Error(issue);
              },
            },
          ]}
        >
          <Input
            inputMode="decimal"
            aria-label={TRADE_TEXT.volume}
            placeholder={max ? `0 – ${max}` : TRADE_TEXT.volume}
            data-step={AMOUNT_STEP[unit]}
            disabled={!credit}
          />
        </Form.Item>
        <Form.Item name="amountType" noStyle initialValue="BCU">
          <Select<AmountType>
            aria-label={TRADE_TEXT.unit}
            style={{ width: 110 }}
            options={AMOUNT_TYPES.map((u) => ({ value: u, label: u }))}
          />
        </Form.Item>
      </Space.Compact>
      {max && (
        <Typography.Text type="secondary" style={{ display: 'block' }} data-testid="amount-available">
          {TRADING_TEXTS.maxAvailable(`${groupThousands(max)} ${unit}`)}
        </Typography.Text>
      )}
    </Form.Item>
  );
}
