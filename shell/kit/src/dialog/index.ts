// `@storyloom/kit/dialog`: the modal dialog. A shared singleton of its own, loaded with the first page that opens one.
export { Dialog, type DialogProps } from './Dialog.js';
export type { InitialFocus } from './use-modal-keys.js';
