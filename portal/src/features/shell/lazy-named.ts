import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A lazily loaded component that can also be loaded ahead of its first drawing. */
export type LazyNamed<P> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A component loaded with its own chunk the first time it is drawn, from a named export of its module (React's
 * `lazy` wants a default export). `load` must be written as `() => import('…')` where it is used, so the bundler
 * makes the chunk. Once its module has loaded (drawn before, or `preload()`ed), it is drawn at once without
 * suspending — which a prerendered page needs to be hydrated in place (main.tsx). Each drawing keeps the form it
 * started with, so a page drawn while loading is not remounted when the module arrives.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyNamed<PropsOf<M[K]>> {
  type C = ComponentType<PropsOf<M[K]>>;
  let loaded: C | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m[name] as C;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Named(props: PropsOf<M[K]>) {
    const [component] = useState<C>(() => loaded ?? Lazy);
    return createElement(component as FunctionComponent<object>, props as object);
  }
  return Object.assign(Named, { preload });
}
