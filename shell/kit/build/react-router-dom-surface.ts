/**
 * The `react-router-dom` singleton: in v7 that package only re-exports react-router, so it re-exports
 * Storyloom's shared react-router surface (react-router-surface.ts). Both names then reach one router instance.
 */
export * from 'react-router';
