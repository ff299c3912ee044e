/** Step 5, ICAO CORSIA information (spec 2 §2.13): four values (thousands commas allowed, 3 decimals) and a date. */
import { Form, Input } from 'antd';
import { DateField } from './fields';
import { fieldLabel } from './texts';

const VALUES = ['fieldSustainabilityCO2', 'fieldSustainabilityLand', 'fieldSustainabilityLandfill', 'fieldSustainabilityRecycling'] as const;

export function CorsiaStep() {
  return (
    <>
      {VALUES.map((name) => (
        <Form.Item key={name} name={name} label={fieldLabel(name)} required>
          <Input inputMode="decimal" maxLength={20} />
        </Form.Item>
      ))}
      <DateField name="dateSustainabilitySAF" disabledFuture />
    </>
  );
}
