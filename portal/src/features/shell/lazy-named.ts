import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A component loaded with its own chunk the first time it is drawn, from a named export of its module (React's
 * `lazy` wants a default export). `load` must be written as `() => import('…')` where it is used, so the bundler
 * makes the chunk.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType<PropsOf<M[K]>> })));
}
