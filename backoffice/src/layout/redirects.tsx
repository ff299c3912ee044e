/**
 * Addresses of resources that have no list of their own lead to the page that lists their rows instead of a blank
 * page: account fees live on an account's Fees tab (the accounts list), the reference lists on their
 * /reference-values tab.
 */
import { Navigate, Route } from 'react-router';
import { useBasename } from 'react-admin';
import { REFERENCE_TABS, tabPathOf } from '../resources/reference-values/referenceTabs';

/** Where the list address of a resource without a list leads (paths under the admin's basename). */
export const LIST_REDIRECTS: Record<string, string> = {
  '/fees': '/accounts',
  ...Object.fromEntries(
    REFERENCE_TABS.filter((t) => t.resource !== 'parameters').map((t) => [`/${t.resource}`, tabPathOf(t.resource)]),
  ),
};

const Redirect = ({ to }: { to: string }) => <Navigate to={`${useBasename()}${to}`} replace />;

/** The redirect routes, placed among the admin's custom routes (an exact path outranks the resource's `name/*`). */
export const listRedirectRoutes = () =>
  Object.entries(LIST_REDIRECTS).map(([from, to]) => <Route key={from} path={from} element={<Redirect to={to} />} />);
