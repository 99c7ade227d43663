import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  createParamDecorator,
  Injectable,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { COVER_LIMITS } from '@storyloom/contracts';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { formParseProblem } from '../../common/form-parse-error.js';
import { CoverUploadMalformedException, PhotoRefusedException } from '../cover.exception.js';
import type { ReceivedFile, UploadForm } from './upload-fields.js';
import { processUploadFolder } from './upload-temp.js';

/** What the form carried, as the route handler reads it (`@FormFiles()`, `@FormFields()`). */
export interface UploadedForm {
  files: ReceivedFile[];
  fields: Record<string, unknown>;
}

const UPLOADED = Symbol('storyloom:cover-upload');

export function uploadedFormOf(request: Request): UploadedForm {
  return (request as Request & { [UPLOADED]?: UploadedForm })[UPLOADED] ?? { files: [], fields: {} };
}

/** Turns multer's refusals into answers that name the file and say what to do. */
function refusalOf(error: unknown, form: UploadForm): unknown {
  const problem = formParseProblem(error);
  if (problem !== undefined)
    return new CoverUploadMalformedException(`The upload form could not be read: ${problem}.`, { cause: error });
  if (!(error instanceof MulterError)) return error;
  // multer 2.5 names the file (@types/multer does not know it yet).
  const file = (error as MulterError & { filename?: string }).filename ?? 'A file';
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new PhotoRefusedException(file, 'too-large');
    case 'LIMIT_FILE_COUNT':
      return new PhotoRefusedException(file, 'too-many');
    case 'LIMIT_UNEXPECTED_FILE':
      return new PhotoRefusedException(file, 'unexpected-field', { field: error.field });
    case 'LIMIT_FIELD_VALUE':
      return new CoverUploadMalformedException(
        `The form field "${error.field ?? ''}" is longer than ${form.maxTextBytes} bytes.`,
      );
    default:
      return new CoverUploadMalformedException(`The upload form could not be read (${error.message}).`, {
        details: { code: error.code },
      });
  }
}

/**
 * Receives a multipart form with multer's disk storage: files are streamed to a temporary folder (never held
 * whole in memory) and refused as soon as one is too large or one too many; then the handler runs, and the folder
 * is removed whatever happened. The files are only received here: cover/uploads/photo-check.ts checks their content.
 */
export function CoverUploadInterceptor(form: UploadForm): Type<NestInterceptor> {
  @Injectable()
  class Interceptor implements NestInterceptor {
    constructor(@InjectConfig() private readonly config: AppConfig) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const request = http.getRequest<Request>();
      if (!request.is('multipart/form-data')) {
        throw new CoverUploadMalformedException(
          `Send the request as a multipart form (multipart/form-data) with the files in "${form.fileField}".`,
        );
      }
      const root = processUploadFolder(this.config);
      await mkdir(root, { recursive: true, mode: 0o700 });
      const folder = await mkdtemp(join(root, 'request-'));
      const removeFolder = () => rm(folder, { recursive: true, force: true });
      try {
        await receive(request, http.getResponse<Response>(), folder, form);
      } catch (error) {
        await removeFolder();
        throw refusalOf(error, form);
      }
      return from(
        (async () => {
          try {
            return await lastValueFrom(next.handle(), { defaultValue: undefined });
          } finally {
            await removeFolder();
          }
        })(),
      );
    }
  }
  return mixin(Interceptor);
}

function receive(request: Request, response: Response, folder: string, form: UploadForm): Promise<void> {
  let accepted = 0;
  const upload = multer({
    storage: multer.diskStorage({ destination: folder, filename: (_request, _file, done) => done(null, randomUUID()) }),
    limits: {
      fileSize: COVER_LIMITS.maxImageBytes,
      // One more than allowed, so the file filter below (which names the file) refuses the extra one first.
      files: form.maxFiles + 1,
      fields: form.maxTextFields,
      fieldSize: form.maxTextBytes,
      fieldNameSize: 100,
      parts: form.maxFiles + form.maxTextFields + 1,
      headerPairs: 100,
    },
    defParamCharset: 'utf8',
    fileFilter: (_request, file, done) => {
      if (file.fieldname !== form.fileField) {
        done(new PhotoRefusedException(file.originalname || 'A file', 'unexpected-field', { field: file.fieldname }));
        return;
      }
      accepted += 1;
      if (accepted > form.maxFiles) {
        done(new PhotoRefusedException(file.originalname || `File ${accepted}`, 'too-many'));
        return;
      }
      done(null, true);
    },
  }).any();
  return new Promise((resolve, reject) => {
    upload(request, response, (error?: unknown) => {
      if (error) {
        reject(error);
        return;
      }
      const files = ((request.files as Express.Multer.File[] | undefined) ?? []).map((file) => ({
        name: file.originalname || 'photo',
        path: file.path,
        size: file.size,
      }));
      (request as Request & { [UPLOADED]?: UploadedForm })[UPLOADED] = {
        files,
        fields: { ...(request.body as object) },
      };
      resolve();
    });
  });
}

/** The files the form carried, received but not yet checked: `handler(@FormFiles() files: ReceivedFile[])`. */
export const FormFiles = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ReceivedFile[] =>
    uploadedFormOf(context.switchToHttp().getRequest<Request>()).files,
);

/** The form's text fields, for a validation pipe: `@FormFields(new ZodValidationPipe(schema)) fields: Fields`. */
export const FormFields = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Record<string, unknown> =>
    uploadedFormOf(context.switchToHttp().getRequest<Request>()).fields,
);
