import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { formParseProblem } from '../../common/form-parse-error.js';
import { TestOrderFileException, TestOrderFileTooLargeException } from '../print.exception.js';
import { TEST_ORDER_MAX_PDF_BYTES } from './pdf-check.js';

export const TEST_ORDER_FIELDS = ['interior_pdf', 'cover_pdf'] as const;
export type TestOrderField = (typeof TEST_ORDER_FIELDS)[number];

export interface ReceivedPdf {
  name: string;
  path: string;
  size: number;
}

export type ReceivedPdfs = Partial<Record<TestOrderField, ReceivedPdf>>;

/**
 * Receives `interior_pdf` and `cover_pdf` with multer's disk storage into a fresh folder under DATA_DIR (streamed,
 * never whole in memory; refused as soon as one is too large) and runs `use` on them; the folder is removed
 * afterwards whatever happened. `use` copies what it keeps into the FileStore: this folder is only the request's.
 */
export async function withReceivedPdfs<T>(
  dataDir: string,
  request: Request,
  response: Response,
  use: (files: ReceivedPdfs) => Promise<T>,
): Promise<T> {
  if (!request.is('multipart/form-data')) {
    throw new TestOrderFileException(
      'Send the PDFs as a multipart form (multipart/form-data) with the fields interior_pdf and cover_pdf.',
    );
  }
  const root = join(dataDir, 'tmp', 'print-uploads');
  await mkdir(root, { recursive: true, mode: 0o700 });
  const folder = await mkdtemp(join(root, 'request-'));
  try {
    const files = await receive(request, response, folder);
    return await use(files);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function receive(request: Request, response: Response, folder: string): Promise<ReceivedPdfs> {
  const upload = multer({
    storage: multer.diskStorage({ destination: folder, filename: (_request, _file, done) => done(null, randomUUID()) }),
    limits: { fileSize: TEST_ORDER_MAX_PDF_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
    defParamCharset: 'utf8',
  }).fields(TEST_ORDER_FIELDS.map((name) => ({ name, maxCount: 1 })));
  return new Promise((resolve, reject) => {
    upload(request, response, (error?: unknown) => {
      if (error) {
        reject(refusal(error));
        return;
      }
      const byField = (request.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
      const files: ReceivedPdfs = {};
      for (const field of TEST_ORDER_FIELDS) {
        const file = byField[field]?.[0];
        if (file) files[field] = { name: file.originalname || `${field}.pdf`, path: file.path, size: file.size };
      }
      resolve(files);
    });
  });
}

function refusal(error: unknown): unknown {
  const problem = formParseProblem(error);
  if (problem !== undefined) return new TestOrderFileException(`The upload form could not be read: ${problem}.`);
  if (!(error instanceof MulterError)) return error;
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new TestOrderFileTooLargeException(error.field, TEST_ORDER_MAX_PDF_BYTES);
    case 'LIMIT_UNEXPECTED_FILE':
      return new TestOrderFileException(
        `Unexpected file field "${error.field ?? ''}": send interior_pdf and cover_pdf, one file each.`,
        { field: error.field },
      );
    default:
      return new TestOrderFileException(`The upload form could not be read (${error.message}).`, { code: error.code });
  }
}
