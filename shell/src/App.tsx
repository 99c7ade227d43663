import { GlobalStyle, theme } from '@storyloom/kit';
import { ThemeProvider } from 'styled-components';
import { AppRoutes } from './routes/router.js';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AppRoutes />
    </ThemeProvider>
  );
}
