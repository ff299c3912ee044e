/**
 * The `qs` that Refine's router provider and table helpers import (`import qs from 'qs'`), given to them by the
 * portal's build (vite.config.ts alias): qs-esm, the maintained ES-module fork of qs with the same `parse` and
 * `stringify` and no polyfill dependencies (qs brings side-channel, get-intrinsic and object-inspect, about 11 kB
 * of compressed JavaScript on every page). Refine uses only options both share (ignoreQueryPrefix, depth,
 * addQueryPrefix, skipNulls, arrayFormat, encode).
 */
import { parse, stringify } from 'qs-esm';

export { parse, stringify };
export default { parse, stringify };
