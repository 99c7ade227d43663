/** `import url from 'some/file?url'`: the file is emitted as it is and the import is its URL (mf-delivery/rspack.config.ts). */
declare module '*?url' {
  const url: string;
  export default url;
}
