import { COVER_LIMITS } from '@storyloom/contracts';

/** What one route's multipart form may carry. */
export interface UploadForm {
  /** The form field that takes files (`images[]`, `image`). */
  fileField: string;
  maxFiles: number;
  /** Text fields the route reads; any other text field is ignored by the route's schema. */
  maxTextFields: number;
  /** The longest text field, in bytes (a first chapter in UTF-8 is up to four bytes a character). */
  maxTextBytes: number;
}

/** `POST /api/generate_cover`: only photos. */
export const GENERATE_COVER_FORM: UploadForm = {
  fileField: 'images[]',
  maxFiles: COVER_LIMITS.maxImages,
  maxTextFields: 4,
  maxTextBytes: 1024,
};

/** `POST /api/store_step4`: the cover image, the first chapter and the chosen cover's id. */
export const STORE_STEP4_FORM: UploadForm = {
  fileField: 'image',
  maxFiles: 1,
  maxTextFields: 4,
  maxTextBytes: COVER_LIMITS.firstChapterMaxLength * 4,
};

/** `POST /api/covertest`: photos plus the book details an operator types. */
export const COVERTEST_FORM: UploadForm = {
  fileField: 'images[]',
  maxFiles: COVER_LIMITS.maxImages,
  maxTextFields: 10,
  maxTextBytes: 4096,
};

/** A file the upload wrote to the request's temporary folder, not yet checked. */
export interface ReceivedFile {
  /** The name the visitor's browser sent, for messages only. */
  name: string;
  path: string;
  size: number;
}
