import { HttpStatus } from '@nestjs/common';
import { AppException, type AppExceptionOptions } from '../common/app.exception.js';

/** Failures of printing with Lulu, of the print files and of the operator routes (docs/product/print-fulfilment.md). */
export abstract class PrintException extends AppException {}

/** Lulu checked a file and refused it: its own words go to the operator (and stop the order in a visible state). */
export class LuluFileInvalidException extends PrintException {
  constructor(
    readonly file: 'interior' | 'cover',
    readonly luluErrors: readonly string[],
  ) {
    super(
      'PRINT_FILE_INVALID',
      `Lulu refused the ${file} PDF: ${luluErrors.length > 0 ? luluErrors.join('; ') : 'no reason given'}.`,
      HttpStatus.UNPROCESSABLE_ENTITY,
      { details: { file, errors: luluErrors } },
    );
  }
}

/** Lulu's file check did not end within our limit; the order waits and is tried again. */
export class LuluValidationTimeoutException extends PrintException {
  constructor(file: 'interior' | 'cover', lastStatus: string | null | undefined, seconds: number) {
    super(
      'PRINT_VALIDATION_TIMEOUT',
      `Lulu was still checking the ${file} PDF after ${seconds} s (status ${lastStatus ?? 'NULL'}). Try again later.`,
      HttpStatus.GATEWAY_TIMEOUT,
      {
        details: { file, status: lastStatus ?? null },
      },
    );
  }
}

/** Lulu could not be reached, or kept failing (5xx, 429) after every retry. */
export class LuluUnavailableException extends PrintException {
  constructor(what: string, options: AppExceptionOptions = {}) {
    super(
      'PRINT_PROVIDER_UNAVAILABLE',
      `Lulu is not answering (${what}). Nothing was lost; try again in a few minutes.`,
      HttpStatus.BAD_GATEWAY,
      options,
    );
  }
}

/** Lulu answered 4xx: our request was refused as it stands. Lulu's answer is kept in `details` for the operator. */
export class LuluRequestRefusedException extends PrintException {
  constructor(
    what: string,
    readonly httpStatus: number,
    readonly reply: unknown,
  ) {
    super(
      'PRINT_PROVIDER_REFUSED',
      `Lulu refused ${what} (HTTP ${httpStatus}): ${summarise(reply)}`,
      HttpStatus.BAD_GATEWAY,
      { details: { status: httpStatus, reply } },
    );
  }
}

/** Lulu's answer did not have the shape its contract documents. */
export class LuluReplyUnreadableException extends PrintException {
  constructor(what: string, cause: unknown) {
    super('PRINT_PROVIDER_REPLY_UNREADABLE', `Lulu's answer to ${what} could not be read.`, HttpStatus.BAD_GATEWAY, {
      cause,
    });
  }
}

/** Only a paid order goes to the printer. */
export class PrintOrderNotReadyException extends PrintException {
  constructor(orderId: string, status: string) {
    super(
      'PRINT_ORDER_NOT_READY',
      `Order ${orderId.slice(0, 64)} cannot be printed: it is ${status}, not paid.`,
      HttpStatus.CONFLICT,
    );
  }
}

export class LuluNotConfiguredException extends PrintException {
  constructor() {
    super(
      'PRINT_PROVIDER_NOT_CONFIGURED',
      'Lulu is not configured on this server: set LULU_CLIENT_KEY and LULU_CLIENT_SECRET.',
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}

/** Operator routes answer exactly like a route that does not exist, so they cannot be discovered. */
export class OperatorOnlyException extends PrintException {
  constructor(method: string, path: string) {
    super('NOT_FOUND', `Cannot ${method} ${path}`, HttpStatus.NOT_FOUND);
  }
}

export class PrintFileNotFoundException extends PrintException {
  constructor() {
    super('PRINT_FILE_NOT_FOUND', 'There is no such print file.', HttpStatus.NOT_FOUND);
  }
}

export class PrintFileLinkRefusedException extends PrintException {
  constructor(reason: 'expired' | 'bad-signature') {
    super(
      'PRINT_FILE_LINK_REFUSED',
      reason === 'expired' ? 'This print file link has expired.' : 'This print file link is not valid.',
      HttpStatus.FORBIDDEN,
    );
  }
}

export class LuluWebhookSignatureException extends PrintException {
  constructor() {
    super(
      'PRINT_WEBHOOK_SIGNATURE_INVALID',
      'The Lulu-HMAC-SHA256 signature does not match the body.',
      HttpStatus.UNAUTHORIZED,
    );
  }
}

export class LuluWebhookMalformedException extends PrintException {
  constructor(reason: string) {
    super('PRINT_WEBHOOK_MALFORMED', `The webhook body could not be read: ${reason}.`, HttpStatus.BAD_REQUEST);
  }
}

/** `POST /api/test_lulu_order`: a file that is missing or not a PDF. */
export class TestOrderFileException extends PrintException {
  constructor(message: string, details?: unknown) {
    super('TEST_ORDER_FILE_REFUSED', message, HttpStatus.BAD_REQUEST, { details });
  }
}

/** `POST /api/test_lulu_order`: a file over the size limit, refused as soon as the limit is passed (413). */
export class TestOrderFileTooLargeException extends PrintException {
  constructor(field: string | undefined, limitBytes: number) {
    super(
      'TEST_ORDER_FILE_TOO_LARGE',
      `${field ?? 'A file'} is larger than ${limitBytes / 1024 / 1024} MB.`,
      HttpStatus.PAYLOAD_TOO_LARGE,
      {
        details: { field: field ?? null, limit_bytes: limitBytes },
      },
    );
  }
}

function summarise(reply: unknown): string {
  const text = typeof reply === 'string' ? reply : JSON.stringify(reply);
  return (text ?? '').slice(0, 500);
}
