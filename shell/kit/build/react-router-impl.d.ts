// The alias react-router-surface.ts imports the real package through (see rspack-app-config.ts).
declare module 'storyloom-react-router-impl' {
  export * from 'react-router';
}
