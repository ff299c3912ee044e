/**
 * Step 4, Batch information (spec 2 §2.13, §9): up to 20 batches; energy (MJ) and GHG reduction recomputed live from
 * the lower heating value, the mass, the LCA value and the scheme's baseline; a changed delivery country clears the
 * airport; incentives are the four known ones plus custom entries.
 */
import { Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_REGISTRATION_BATCHES, needsBlendDate } from '@bcu/api/contracts';
import { AirportSelect } from './airport-select';
import { CountryInput, DateField } from './fields';
import { batchFigures } from './figures';
import { fieldLabel, WIZARD_TEXT } from './texts';
import type { WizardReference } from './use-reference';
import { batchCountryPatch, canAddBatch } from './wizard-rules';

export function BatchEditor({ reference, form }: { reference: WizardReference; form: FormInstance }) {
  const values = Form.useWatch([], { form, preserve: true }) as Record<string, unknown> | undefined;
  const batches = (values?.batches as Record<string, unknown>[] | undefined) ?? [];
  const blend = needsBlendDate(values ?? {});
  const figures = batchFigures(values ?? {}, reference.schemes);
  const incentiveOptions = reference.incentives.map((i) => ({ value: i.name, label: i.name }));
  return (
    <Form.List name="batches">
      {(fields, { add, remove }) => (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              role="group"
              aria-label={WIZARD_TEXT.batch(index + 1)}
              title={WIZARD_TEXT.batch(index + 1)}
              extra={
                fields.length > 1 && (
                  <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={`${WIZARD_TEXT.removeBatch} ${index + 1}`}>
                    {WIZARD_TEXT.removeBatch}
                  </Button>
                )
              }
            >
              <Form.Item name={[field.name, 'fieldID']} label={fieldLabel('fieldID')} required>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name={[field.name, 'fieldTonnes']} label={fieldLabel('fieldTonnes')} required>
                <Input inputMode="decimal" maxLength={16} />
              </Form.Item>
              <Form.Item label={WIZARD_TEXT.energy}>
                <Typography.Text data-testid={`batch-${index}-mj`}>{figures[index]?.energyMJ ?? WIZARD_TEXT.none}</Typography.Text>
              </Form.Item>
              <DateField name={[field.name, 'dateProd']} label={fieldLabel('dateProd')} />
              <DateField name={[field.name, 'entryBlendDate']} label={fieldLabel('entryBlendDate')} />
              {blend && <DateField name={[field.name, 'dateBlend']} label={fieldLabel('dateBlend')} />}
              <Form.Item name={[field.name, 'fieldCO2']} label={fieldLabel('fieldCO2')} required>
                <Input inputMode="decimal" maxLength={16} />
              </Form.Item>
              <Form.Item label={WIZARD_TEXT.ghgReduction}>
                <Typography.Text data-testid={`batch-${index}-ghg`}>{figures[index]?.ghgReduction ?? WIZARD_TEXT.none}</Typography.Text>
              </Form.Item>
              <DateField name={[field.name, 'productDeliveryDate']} label={fieldLabel('productDeliveryDate')} disabledFuture />
              <Form.Item name={[field.name, 'fieldBatchCountryOf']} label={fieldLabel('fieldBatchCountryOf')} required>
                <CountryInput
                  onChange={(country) => {
                    const all = (form.getFieldValue('batches') as Record<string, unknown>[]) ?? [];
                    const next = all.map((b, i) => (i === field.name ? { ...b, fieldBatchCountryOf: country, ...batchCountryPatch(country as string | undefined) } : b));
                    form.setFieldsValue({ batches: next });
                  }}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'fieldSaf']} label={fieldLabel('fieldSaf')} required>
                <AirportSelect country={batches[index]?.fieldBatchCountryOf as string | undefined} />
              </Form.Item>
              <Form.Item name={[field.name, 'fieldRsb']} label={fieldLabel('fieldRsb')}>
                <Input maxLength={255} />
              </Form.Item>
              <Form.Item name={[field.name, 'fieldDec']} label={fieldLabel('fieldDec')}>
                <Select mode="tags" options={incentiveOptions} tokenSeparators={[',']} placeholder={WIZARD_TEXT.incentivesPlaceholder} />
              </Form.Item>
            </Card>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={!canAddBatch(fields.length)}>
            {WIZARD_TEXT.addBatch}
          </Button>
          {!canAddBatch(fields.length) && <Typography.Text type="secondary">{WIZARD_TEXT.maxBatches(MAX_REGISTRATION_BATCHES)}</Typography.Text>}
        </Space>
      )}
    </Form.List>
  );
}
