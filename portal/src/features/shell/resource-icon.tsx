import { Suspense } from 'react';
import { lazyNamed } from './lazy-named';
import type { ResourceIconName } from './resource-icons';

const LazyIcon = lazyNamed(() => import('./resource-icons'), 'ResourceIcon');

/** A resource's icon by its antd name, loaded when first drawn (see resource-icons.tsx). */
export const ResourceIcon = ({ name }: { name: ResourceIconName }) => (
  <Suspense fallback={null}>
    <LazyIcon name={name} />
  </Suspense>
);
