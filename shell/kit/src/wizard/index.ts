// `@storyloom/kit/wizard`: what the five step pages share beyond forms. A shared singleton of its own, loaded with
// the first step page.
export { StepIndicator, type StepIndicatorProps } from './StepIndicator.js';
export { GenerationProgress, type GenerationProgressProps } from './GenerationProgress.js';
export { postEventStream, type EventStreamOptions } from './event-stream.js';
export { loadDraftProgress, useDraftProgress, type DraftProgressState } from './draft-progress.js';
export { WrittenForEarlierNotice, type WrittenForEarlierNoticeProps } from './WrittenForEarlierNotice.js';
export {
  withBrowserStorage,
  readStoredText,
  storeText,
  readStoredJson,
  storeJson,
  removeStored,
} from './browser-storage.js';
