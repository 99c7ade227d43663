import { ButtonLink, PageContainer } from '@storyloom/kit';
import { styled } from 'styled-components';
import { NOT_FOUND_TITLE, useDocumentTitle } from './document-title.js';

const Screen = styled(PageContainer)`
  min-height: 50vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;
  overflow-wrap: anywhere;
`;

/**
 * The default error screen for an unmatched route (docs/product/routes.md#pages): 'Unexpected Application Error!'
 * followed by the status and text, as React Router's built-in error element words it (which only data routers include,
 * and the data router would double the router's weight on every page), inside the site's header and footer with a
 * way back home. The server's page for an unknown or hidden path (`/internal/*`) shows it too (SiteRoutes).
 */
export function NotFoundScreen() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <Screen>
      <h2>Unexpected Application Error!</h2>
      <h3 style={{ fontStyle: 'italic' }}>404 Not Found</h3>
      <p>There is no page at this address.</p>
      <ButtonLink to="/">Go to the home page</ButtonLink>
    </Screen>
  );
}
