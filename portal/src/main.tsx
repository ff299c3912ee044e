// antd 5 on React 19 needs this patch before anything from antd renders (VERSIONS.md)
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { portalQueryClient } from './providers/query-client';
import { PRERENDERED_PAGES } from './prerender/pages';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={portalQueryClient()} />
    </BrowserRouter>
  </StrictMode>
);
// a page whose first screen was prerendered at build time (prerender/entry.tsx) is hydrated: React adopts the HTML
// already drawn instead of drawing it again, once the page's code is here (a page still loading would be drawn
// afresh, behind a spinner, as soon as anything around it changed)
if (root.hasChildNodes()) {
  void Promise.resolve(PRERENDERED_PAGES[location.pathname]?.preload())
    .catch(() => undefined)
    .then(() => hydrateRoot(root, app));
} else createRoot(root).render(app);
