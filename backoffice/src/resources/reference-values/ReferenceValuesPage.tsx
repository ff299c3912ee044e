/**
 * /reference-values (spec 3 §2.6): one tab per list — Certification Schemes (default), Feedstock Certification
 * (feedstock-certification), Incentives, Parameters — each tab its own URL so a saved row returns to it. The
 * tab's list sets the page title.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { ResourceContextProvider, useCreatePath } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { ParameterList } from '../parameters/ParameterList';
import { NamedList, SchemeList } from './ReferenceLists';
import { REFERENCE_TABS, REFERENCE_TEXT, REFERENCE_VALUES_RESOURCE, tabOfPath } from './referenceTabs';

export const ReferenceValuesPage = () => {
  const location = useLocation();
  const createPath = useCreatePath();
  const current = tabOfPath(location.pathname);
  const base = createPath({ resource: REFERENCE_VALUES_RESOURCE, type: 'list' });
  return (
    <Box>
      {/* Width 0 and at least the page's: the tab bar scrolls on a phone instead of widening the page to its tabs. */}
      <Box sx={{ width: 0, minWidth: '100%' }}>
        <Tabs value={current.path} aria-label={REFERENCE_TEXT.title} variant="scrollable" allowScrollButtonsMobile>
          {REFERENCE_TABS.map((t) => (
            <Tab
              key={t.path}
              value={t.path}
              label={t.label}
              component={Link}
              to={t.path ? `${base}/${t.path}` : base}
            />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ pt: 1 }}>
        {current.resource === 'certification-schemes' && <SchemeList />}
        {current.resource === 'feedstock-certifications' && <NamedList resource="feedstock-certifications" />}
        {current.resource === 'incentives' && <NamedList resource="incentives" />}
        {current.resource === 'parameters' && (
          <ResourceContextProvider value="parameters">
            <ParameterList />
          </ResourceContextProvider>
        )}
      </Box>
    </Box>
  );
};
