/** Form widgets shared by the registration, invite and profile forms. */
import { Form, Input, Select, Space } from 'antd';
import { COUNTRIES, DIAL_CODES, MSG, Password, Phone } from '@bcu/api/contracts';
import { TEXT } from '../texts';
import { sameAs, zodField, zodRule } from './zod-rule';

const dialOptions = DIAL_CODES.map((c) => ({ value: c, label: c }));
const countryOptions = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));

/** Phone = dial code select + number (spec 1 §5: a known code, 4 to 11 digits). */
export function PhoneField({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item label={label} required>
      <Space.Compact block>
        <Form.Item name={[name, 'code']} noStyle rules={[zodRule(Phone.shape.code)]}>
          <Select
            showSearch
            options={dialOptions}
            placeholder="+00"
            aria-label={`${label}: ${TEXT.phoneCode}`}
            style={{ width: 110 }}
            filterOption={(input, option) => String(option?.value ?? '').includes(input.replace(/\s/g, ''))}
          />
        </Form.Item>
        <Form.Item name={[name, 'number']} noStyle rules={[zodRule(Phone.shape.number)]}>
          <Input
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            aria-label={`${label}: ${TEXT.phoneNumber}`}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

export function CountrySelect(props: { id?: string; value?: string; onChange?: (v: string) => void }) {
  return (
    <Select
      {...props}
      showSearch
      options={countryOptions}
      optionFilterProp="label"
      aria-label={TEXT.country}
      placeholder={TEXT.country}
    />
  );
}

/** New password + confirmation, both checked with the contract rules. */
export function NewPasswordFields({
  passwordLabel = TEXT.password,
  confirmLabel = TEXT.confirmPassword,
  mismatch = MSG.passwordSameAsAbove,
}: {
  passwordLabel?: string;
  confirmLabel?: string;
  mismatch?: string;
}) {
  return (
    <>
      <Form.Item name="password" label={passwordLabel} {...zodField(Password)} hasFeedback>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        dependencies={['password']}
        rules={[sameAs('password', mismatch)]}
        required
        hasFeedback
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
