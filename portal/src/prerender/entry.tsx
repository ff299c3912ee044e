/**
 * The first screen of the public pages, rendered at build time (scripts/prerender.mjs runs this module, built by Vite
 * for Node): what a visitor who is not signed in sees before any data has arrived — the header, the page's texts and
 * its frames, the footer — with antd's styles for them. The browser draws it at once and the app hydrates it
 * (main.tsx); every figure and list still comes from the API, as on any other page.
 */
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { App } from '../App';
import { portalQueryClient } from '../providers/query-client';

import { PRERENDERED_PAGES } from './pages';

/** The paths of the pages prerendered (scripts/prerender.mjs writes one HTML file for each). */
export const PRERENDERED_PATHS = Object.keys(PRERENDERED_PAGES);

/**
 * The module of each prerendered page (pages.tsx imports it lazily), as the build's manifest names it: the page's
 * loader preloads its chunk and the chunks it imports, as it does the entry's (scripts/prerender.mjs).
 */
export const PRERENDERED_MODULES: Readonly<Record<string, string>> = {
  '/': 'src/pages/home/landing.tsx',
  '/statements': 'src/pages/statements/list.tsx',
  '/login': 'src/pages/auth/login.tsx',
};

export async function prerender(path: string): Promise<{ html: string; styles: string }> {
  const cache = createCache();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={cache}>
        <StaticRouter location={path}>
          <App queryClient={portalQueryClient()} prerendered />
        </StaticRouter>
      </StyleProvider>
    </StrictMode>,
    // every boundary inline, however large: the page is one HTML file and the CSP allows no inline script (React
    // outlines large boundaries to be revealed by one)
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { html, styles: extractStyle(cache) };
}
