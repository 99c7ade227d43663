import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

/** Failures of the sample books' endpoints, mapped to the uniform error shape by the global filter. */
export abstract class SamplesException extends AppException {}

/** No sample book by that name (a name that is not a sample's slug at all included): 404. */
export class SampleNotFoundException extends SamplesException {
  constructor() {
    super(
      'SAMPLE_NOT_FOUND',
      'We have no sample story by that name. See every sample at /examples.',
      HttpStatus.NOT_FOUND,
    );
  }
}

/** No sample cover file by that name: 404, like any address the site does not have. */
export class SampleCoverNotFoundException extends SamplesException {
  constructor() {
    super('SAMPLE_COVER_NOT_FOUND', 'We have no sample cover by that name.', HttpStatus.NOT_FOUND);
  }
}
