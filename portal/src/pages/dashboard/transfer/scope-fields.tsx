/**
 * The variant fields of the transfer form (spec 2 §2.7, §5): Airline — the Scope 1 radio, and on Yes Country and
 * Reporting; Forwarder — the Scope 3 radio. Both radios are required ('Please, choose an option.').
 */
import { Form, Radio, Select } from 'antd';
import { MSG, REPORTING_OPTIONS, type Scope1Declaration } from '@bcu/api/contracts';
import { CountrySelect } from '../../../features/forms/fields';
import { TRADE_TEXT } from '../shared/trade-texts';
import type { TransferVariant } from '../shared/variants';

export const YES_NO = [
  { value: 'yes', label: TRADE_TEXT.yes },
  { value: 'no', label: TRADE_TEXT.no },
];

export interface ScopeValues {
  isScope1Provider?: 'yes' | 'no';
  creditClaimCountry?: string;
  reporting?: string;
  scope3?: 'yes' | 'no';
}

export function ScopeFields({ variant }: { variant: TransferVariant }) {
  const isScope1 = Form.useWatch('isScope1Provider');
  if (variant === 'Airline')
    return (
      <>
        <Form.Item
          name="isScope1Provider"
          label={TRADE_TEXT.scope1Question}
          rules={[{ required: true, message: MSG.chooseOption }]}
        >
          <Radio.Group options={YES_NO} />
        </Form.Item>
        {isScope1 === 'yes' && (
          <>
            <Form.Item
              name="creditClaimCountry"
              label={TRADE_TEXT.country}
              rules={[{ required: true, message: MSG.countryFieldRequired }]}
            >
              <CountrySelect />
            </Form.Item>
            <Form.Item
              name="reporting"
              label={TRADE_TEXT.reporting}
              rules={[{ required: true, message: MSG.reportingFieldRequired }]}
            >
              <ReportingSelect />
            </Form.Item>
          </>
        )}
      </>
    );
  if (variant === 'Forwarder')
    return (
      <Form.Item name="scope3" label={TRADE_TEXT.scope3Question} rules={[{ required: true, message: MSG.chooseOption }]}>
        <Radio.Group options={YES_NO} />
      </Form.Item>
    );
  return null;
}

export function ReportingSelect(props: { id?: string; value?: string; onChange?: (v: string) => void }) {
  return (
    <Select
      {...props}
      aria-label={TRADE_TEXT.reporting}
      placeholder={TRADE_TEXT.reporting}
      options={REPORTING_OPTIONS.map((r) => ({ value: r, label: r }))}
    />
  );
}

/** The variant's part of the request body. */
export function scopePayload(variant: TransferVariant, v: ScopeValues): { scope1?: Scope1Declaration; scope3?: 'yes' | 'no' } {
  if (variant === 'Airline' && v.isScope1Provider)
    return {
      scope1:
        v.isScope1Provider === 'yes'
          ? { isScope1Provider: 'yes', creditClaimCountry: v.creditClaimCountry, reporting: v.reporting }
          : { isScope1Provider: 'no' },
    };
  if (variant === 'Forwarder' && v.scope3) return { scope3: v.scope3 };
  return {};
}
