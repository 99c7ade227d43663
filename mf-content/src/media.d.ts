// Media files imported by the pages: rspack emits each as a content-hashed asset (mf-content/rspack.config.ts) and
// the import is its URL.
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
