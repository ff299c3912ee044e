/** Step 2, Site information (spec 2 §2.13): 'Same as account address', the site's address, third party, chain. */
import { Checkbox, Form, Input, Radio } from 'antd';
import type { FormInstance } from 'antd';
import { CountryInput, RefSelect } from './fields';
import { fieldLabel, WIZARD_TEXT } from './texts';
import type { WizardReference } from './use-reference';
import { siteAddressPatch } from './wizard-rules';

export function SiteStep({ reference, form }: { reference: WizardReference; form: FormInstance }) {
  const thirdParty = Form.useWatch('doesThirdPartyManage', { form, preserve: true });
  return (
    <>
      <Form.Item name="sameAddress" valuePropName="checked">
        <Checkbox onChange={(e) => form.setFieldsValue(siteAddressPatch(e.target.checked, reference.company))}>
          {WIZARD_TEXT.sameAsAccount}
        </Checkbox>
      </Form.Item>
      <Form.Item name="fieldName" label={fieldLabel('fieldName')} required>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="fieldStreet1" label={fieldLabel('fieldStreet1')} required>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="fieldStreet2" label={fieldLabel('fieldStreet2')}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="fieldPost" label={fieldLabel('fieldPost')} required>
        <Input maxLength={10} />
      </Form.Item>
      <Form.Item name="fieldCity" label={fieldLabel('fieldCity')} required>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="fieldCountry" label={fieldLabel('fieldCountry')} required>
        <CountryInput />
      </Form.Item>
      <Form.Item name="doesThirdPartyManage" label={WIZARD_TEXT.thirdParty} required>
        <Radio.Group
          options={[
            { value: 'Yes', label: WIZARD_TEXT.yes },
            { value: 'No', label: WIZARD_TEXT.no },
          ]}
        />
      </Form.Item>
      {thirdParty === 'Yes' && (
        <Form.Item name="companyName" label={fieldLabel('companyName')} required>
          <Input maxLength={255} />
        </Form.Item>
      )}
      <Form.Item name="fieldChain" label={fieldLabel('fieldChain')} required>
        <RefSelect options={reference.chains.map((c) => ({ value: c.name, label: c.name }))} />
      </Form.Item>
    </>
  );
}
