/**
 * The form of a credit request sent from the dashboard — a single or bulk transfer, a retirement (spec 2 §2.7,
 * §2.8): a POST to `path` through Refine's useForm once the page's own confirmation is accepted, the catalogue's
 * success text, the error notification ('Error' with the server message unless the page words it otherwise), a
 * 422's field errors on the fields, and the Transactions History after success.
 */
import { useNavigate } from 'react-router';
import { useForm } from '@refinedev/antd';
import type { BaseRecord, HttpError, OpenNotificationParams } from '@refinedev/core';
import { errorNote, successNote } from '../../../features/errors/notes';
import { RES, type ResourceName } from '../../../resources';

export interface CreditRequestFormOptions {
  /** The API path of the request (`TRADING_API.…`); none until the page knows the credit it concerns. */
  path: string | undefined;
  successText: string;
  /** The resource whose lists the request changes (Refine invalidates them); the sent requests by default. */
  resource?: ResourceName;
  errorNotification?: (e?: HttpError) => OpenNotificationParams;
}

export function useCreditRequestForm<Values extends BaseRecord>({
  path,
  successText,
  resource = RES.sentRequests,
  errorNotification = (e) => errorNote(e),
}: CreditRequestFormOptions) {
  const navigate = useNavigate();
  return useForm<BaseRecord, HttpError, Values>({
    resource,
    action: 'create',
    meta: { path: path?.slice(1) },
    redirect: false,
    successNotification: () => successNote(successText),
    errorNotification,
    onMutationSuccess: () => navigate('/dashboard/transactions'),
  });
}
