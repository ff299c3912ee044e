// antd 5 on React 19 needs this patch before anything from antd renders (VERSIONS.md)
import '@ant-design/v5-patch-for-react-19';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { portalQueryClient } from './providers/query-client';
import { PRERENDERED_PAGES } from './prerender/pages';

const root = document.getElementById('root')!;
const prerendered = root.hasChildNodes();
const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={portalQueryClient()} prerendered={prerendered} />
    </BrowserRouter>
  </StrictMode>
);
// a page whose first screen was prerendered at build time (prerender/entry.tsx) is hydrated: React adopts the HTML
// already drawn instead of drawing it again, once the page's code is here (a page still loading would be drawn
// afresh, behind a spinner, as soon as anything around it changed). Hydration runs as a transition: in slices that
// leave the browser free to answer a click or a key in between, instead of one long task.
if (prerendered) {
  void Promise.resolve(PRERENDERED_PAGES[location.pathname]?.preload())
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else createRoot(root).render(app);
