import { lazy } from 'react';
import ListAltIcon from '@mui/icons-material/ListAlt';

const page = lazy(() => import('./ReferenceValuesPage').then((m) => ({ default: m.ReferenceValuesPage })));
const create = lazy(() => import('./ReferenceForms').then((m) => ({ default: m.ReferenceCreate })));
const edit = lazy(() => import('./ReferenceForms').then((m) => ({ default: m.ReferenceEdit })));

/**
 * Reference values (spec 3 §2.6): the tabbed page is the menu entry; each list is a declared resource with its
 * own create and edit (GET|POST /api/admin/{resource}, GET|PATCH|DELETE /api/admin/{resource}/{id}).
 */
export default {
  list: page,
  icon: ListAltIcon,
  options: { label: 'Reference values' },
};

const listResource = (label: string) => ({ create, edit, options: { label }, recordRepresentation: 'name' });

export const certificationSchemes = listResource('Certification Schemes');
export const feedstockCertifications = listResource('Feedstock Certification');
export const incentives = listResource('Incentives');
