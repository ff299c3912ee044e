/**
 * What the wizard loads once: the reference lists of its selects (GET /api/reference/*), the company's address
 * (for 'Same as account address') and the registration status (the certification-expired banner).
 */
import { useEffect, useState } from 'react';
import {
  PROFILE_API,
  REFERENCE_API,
  REGISTRATION_STATUS_API,
  type CertificationScheme,
  type CompanyInfo,
  type ConversionProcess,
  type Feedstock,
  type ReferenceItem,
  type RegistrationStatus,
} from '@bcu/api/contracts';
import { api } from '../../api/http';
import type { CompanyAddress } from './wizard-rules';

export interface WizardReference {
  schemes: CertificationScheme[];
  feedstockCertifications: ReferenceItem[];
  incentives: ReferenceItem[];
  conversionProcesses: ConversionProcess[];
  feedstocks: Feedstock[];
  productTypes: ReferenceItem[];
  endProducts: ReferenceItem[];
  chains: ReferenceItem[];
  company: CompanyAddress;
  status: RegistrationStatus;
}

export function useWizardReference(): { data?: WizardReference; error?: unknown } {
  const [state, setState] = useState<{ data?: WizardReference; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    (async () => {
      const [schemes, feedstockCertifications, incentives, conversionProcesses, feedstocks, productTypes, endProducts, chains, company, status] =
        await Promise.all([
          api<CertificationScheme[]>(REFERENCE_API.certificationSchemes),
          api<ReferenceItem[]>(REFERENCE_API.feedstockCertifications),
          api<ReferenceItem[]>(REFERENCE_API.incentives),
          api<ConversionProcess[]>(REFERENCE_API.conversionProcesses),
          api<Feedstock[]>(REFERENCE_API.feedstocks),
          api<ReferenceItem[]>(REFERENCE_API.productTypes),
          api<ReferenceItem[]>(REFERENCE_API.endProducts),
          api<ReferenceItem[]>(REFERENCE_API.chainOfCustodyModels),
          api<CompanyInfo>(PROFILE_API.company),
          api<RegistrationStatus>(REGISTRATION_STATUS_API),
        ]);
      const data: WizardReference = {
        schemes,
        feedstockCertifications,
        incentives,
        conversionProcesses,
        feedstocks,
        productTypes,
        endProducts,
        chains,
        company: {
          name: company.name,
          streetAddress: company.streetAddress,
          streetAddressLineTwo: company.streetAddressLineTwo,
          zip: company.zip,
          city: company.city,
          country: company.country,
        },
        status,
      };
      if (live) setState({ data });
    })().catch((error: unknown) => live && setState({ error }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
