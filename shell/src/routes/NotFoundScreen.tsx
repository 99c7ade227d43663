import { NOT_FOUND_TITLE, useDocumentTitle } from './document-title.js';

/**
 * The default error screen for an unmatched route (docs/product/routes.md#pages): 'Unexpected Application Error!'
 * followed by the status and text, drawn like React Router's built-in error element (which only data routers include,
 * and the data router would double the router's weight on every page).
 */
export function NotFoundScreen() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <>
      <h2>Unexpected Application Error!</h2>
      <h3 style={{ fontStyle: 'italic' }}>404 Not Found</h3>
    </>
  );
}
