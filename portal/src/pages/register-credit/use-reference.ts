/**
 * What the wizard reads (Refine's `useCustom`, cached by React Query): the reference lists of its selects
 * (GET /api/reference/*), the company's address (for 'Same as account address') and the registration status (the
 * certification-expired banner). The wizard shows once every read has answered; until then, the first failed read is its error.
 */
import { useCustom, type BaseRecord, type HttpError } from '@refinedev/core';
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

/** One read of the wizard; the page shows a failure itself, so no notification. */
function useRead<T extends BaseRecord>(url: string): { data?: T; error: HttpError | null } {
  const { query } = useCustom<T>({ url, method: 'get', errorNotification: false });
  return { data: query.data?.data, error: query.error };
}

export function useWizardReference(): { data?: WizardReference; error?: HttpError } {
  const schemes = useRead<CertificationScheme[]>(REFERENCE_API.certificationSchemes);
  const feedstockCertifications = useRead<ReferenceItem[]>(REFERENCE_API.feedstockCertifications);
  const incentives = useRead<ReferenceItem[]>(REFERENCE_API.incentives);
  const conversionProcesses = useRead<ConversionProcess[]>(REFERENCE_API.conversionProcesses);
  const feedstocks = useRead<Feedstock[]>(REFERENCE_API.feedstocks);
  const productTypes = useRead<ReferenceItem[]>(REFERENCE_API.productTypes);
  const endProducts = useRead<ReferenceItem[]>(REFERENCE_API.endProducts);
  const chains = useRead<ReferenceItem[]>(REFERENCE_API.chainOfCustodyModels);
  const company = useRead<CompanyInfo>(PROFILE_API.company);
  const status = useRead<RegistrationStatus>(REGISTRATION_STATUS_API);
  const reads = [
    schemes,
    feedstockCertifications,
    incentives,
    conversionProcesses,
    feedstocks,
    productTypes,
    endProducts,
    chains,
    company,
    status,
  ];
  // once everything has answered, a later failed refetch keeps the wizard (and what the user typed) on screen
  if (
    !schemes.data ||
    !feedstockCertifications.data ||
    !incentives.data ||
    !conversionProcesses.data ||
    !feedstocks.data ||
    !productTypes.data ||
    !endProducts.data ||
    !chains.data ||
    !company.data ||
    !status.data
  )
    return { error: reads.find((r) => r.error)?.error ?? undefined };
  const c = company.data;
  return {
    data: {
      schemes: schemes.data,
      feedstockCertifications: feedstockCertifications.data,
      incentives: incentives.data,
      conversionProcesses: conversionProcesses.data,
      feedstocks: feedstocks.data,
      productTypes: productTypes.data,
      endProducts: endProducts.data,
      chains: chains.data,
      company: {
        name: c.name,
        streetAddress: c.streetAddress,
        streetAddressLineTwo: c.streetAddressLineTwo,
        zip: c.zip,
        city: c.city,
        country: c.country,
      },
      status: status.data,
    },
  };
}
