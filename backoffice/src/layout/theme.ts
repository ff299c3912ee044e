/**
 * react-admin's light theme in the registry's blue (the portal's primary colour), with every colour that carries
 * white text dark enough for WCAG AA (4.5:1): react-admin's app-bar blue #2196f3 (3.1:1), MUI's warning orange
 * #ed6c02 (3.1:1) and info blue #0288d1 (3.9:1) fell short, and its primary #1976d2 on the page grey gave 4.4:1.
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const REGISTRY_BLUE = '#0b5394';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: REGISTRY_BLUE, contrastText: '#fff' },
    secondary: { main: REGISTRY_BLUE, contrastText: '#fff' },
    warning: { main: '#a84c00', contrastText: '#fff' },
    info: { main: '#01579b', contrastText: '#fff' },
  },
};
