import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

export class DatabaseUnavailableException extends AppException {
  constructor(cause: unknown) {
    super('DATABASE_UNAVAILABLE', 'The database is not answering.', HttpStatus.SERVICE_UNAVAILABLE, { cause });
  }
}
