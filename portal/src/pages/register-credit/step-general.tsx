/** Step 1, General information (spec 2 §2.13): product type, certification, feedstock, LHV, PoS number, date, PDF. */
import { Form, Input } from 'antd';
import { CountryInput, DateField, PdfField, RefSelect } from './fields';
import { fieldLabel, WIZARD_TEXT } from './texts';
import type { WizardReference } from './use-reference';

export function GeneralStep({ reference }: { reference: WizardReference }) {
  const feedstockOptions = reference.feedstocks.map((f) => ({ value: f.id, label: `${f.name} (${f.rawMaterial})` }));
  return (
    <>
      <Form.Item name="endProductType" label={fieldLabel('endProductType')} required>
        <RefSelect options={reference.productTypes.map((p) => ({ value: p.name, label: p.name }))} />
      </Form.Item>
      <Form.Item name="sustainabilityCertification" label={fieldLabel('sustainabilityCertification')} required>
        <RefSelect options={reference.schemes.map((s) => ({ value: s.id, label: s.name }))} />
      </Form.Item>
      <Form.Item name="sustainabilityCertificationNumber" label={fieldLabel('sustainabilityCertificationNumber')} required>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="fieldCertif" label={fieldLabel('fieldCertif')} required>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="feedstockCertification" label={fieldLabel('feedstockCertification')} required>
        <RefSelect options={reference.feedstockCertifications.map((c) => ({ value: c.name, label: c.name }))} />
      </Form.Item>
      <Form.Item name="rawMaterialFeedstock" label={fieldLabel('rawMaterialFeedstock')} required>
        <RefSelect options={feedstockOptions} />
      </Form.Item>
      <Form.Item name="fieldBatchCountry" label={fieldLabel('fieldBatchCountry')} required>
        <CountryInput />
      </Form.Item>
      <Form.Item name="conversionProcess" label={fieldLabel('conversionProcess')} required>
        <RefSelect options={reference.conversionProcesses.map((p) => ({ value: p.code, label: `${p.code} — ${p.name}` }))} />
      </Form.Item>
      <Form.Item name="lowerHeatingValue" label={fieldLabel('lowerHeatingValue')} required>
        <Input inputMode="decimal" maxLength={16} />
      </Form.Item>
      <Form.Item name="fieldPoSNumber" label={fieldLabel('fieldPoSNumber')} required>
        <Input maxLength={255} />
      </Form.Item>
      <DateField name="posIssueDate" disabledFuture />
      <PdfField name="posFile" label={WIZARD_TEXT.posPdf} />
    </>
  );
}
