/**
 * Step 3, Product information (spec 2 §2.13): end product and source. Acquired ('Supplier') shows Supplier
 * information (PoS ID, issue date, PDF); Produced ('Self-production') shows Final Production Site Information with
 * three address options.
 */
import { Form, Input, Radio, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { CountryInput, DateField, PdfField, RefSelect } from './fields';
import { fieldLabel, WIZARD_TEXT } from './texts';
import type { WizardReference } from './use-reference';
import { blendAddressPatch, type BlendAddressOption } from './wizard-rules';

export function ProductStep({ reference, form }: { reference: WizardReference; form: FormInstance }) {
  const source = Form.useWatch('radioButton', { form, preserve: true });
  return (
    <>
      <Form.Item name="endProduct" label={fieldLabel('endProduct')} required>
        <RefSelect options={reference.endProducts.map((p) => ({ value: p.name, label: p.name }))} />
      </Form.Item>
      <Form.Item name="radioButton" label={WIZARD_TEXT.productSource} required>
        <Radio.Group
          options={[
            { value: 'Supplier', label: WIZARD_TEXT.acquired },
            { value: 'Self-production', label: WIZARD_TEXT.produced },
          ]}
        />
      </Form.Item>
      {source === 'Supplier' && (
        <section aria-label={WIZARD_TEXT.supplierInformation}>
          <Typography.Title level={4}>{WIZARD_TEXT.supplierInformation}</Typography.Title>
          <Form.Item name="fieldPoS" label={fieldLabel('fieldPoS')} required>
            <Input maxLength={255} />
          </Form.Item>
          <DateField name="supPosIssueDate" disabledFuture />
          <PdfField name="supplierFile" label={WIZARD_TEXT.supplierPdf} />
        </section>
      )}
      {source === 'Self-production' && (
        <section aria-label={WIZARD_TEXT.finalProductionSite}>
          <Typography.Title level={4}>{WIZARD_TEXT.finalProductionSite}</Typography.Title>
          <Form.Item name="blendAddressOption">
            <Radio.Group
              onChange={(e) =>
                form.setFieldsValue(blendAddressPatch(e.target.value as BlendAddressOption, reference.company, form.getFieldsValue(true)))
              }
              options={[
                { value: 'account', label: WIZARD_TEXT.sameAsAccount },
                { value: 'site', label: WIZARD_TEXT.sameAsSite },
                { value: 'new', label: WIZARD_TEXT.newAddress },
              ]}
            />
          </Form.Item>
          <Form.Item name="blendFieldName" label={fieldLabel('blendFieldName')} required>
            <Input maxLength={255} />
          </Form.Item>
          <Form.Item name="blendFieldStreet1" label={fieldLabel('blendFieldStreet1')} required>
            <Input maxLength={255} />
          </Form.Item>
          <Form.Item name="blendFieldStreet2" label={fieldLabel('blendFieldStreet2')}>
            <Input maxLength={255} />
          </Form.Item>
          <Form.Item name="blendFieldPost" label={fieldLabel('blendFieldPost')} required>
            <Input maxLength={10} />
          </Form.Item>
          <Form.Item name="blendFieldCity" label={fieldLabel('blendFieldCity')} required>
            <Input maxLength={255} />
          </Form.Item>
          <Form.Item name="blendFieldCountry" label={fieldLabel('blendFieldCountry')} required>
            <CountryInput />
          </Form.Item>
        </section>
      )}
    </>
  );
}
