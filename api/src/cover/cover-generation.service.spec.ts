import { HttpStatus } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import { AppException } from '../common/app.exception.js';
import type { CharactersService } from '../characters/characters.service.js';
import type { PremiseService } from '../premise/premise.service.js';
import type { WritingService } from '../writing/writing.service.js';
import type { CoverAssetsService } from './cover-assets.service.js';
import { CoverGenerationService } from './cover-generation.service.js';
import { CoverDesignFailedException } from './cover.exception.js';
import type { CoverDesigner } from './design/cover-designer.js';

const book = { title: 'T', genre: 'Adventure', tone: 'Warm', mainCharacterName: 'Ada', mainCharacterDescription: '' };

/** Only the designer matters to `design`; the rest of the service's collaborators are never reached. */
function serviceWith(designer: CoverDesigner): CoverGenerationService {
  const unused = {} as never;
  return new CoverGenerationService(
    designer,
    unused as CharactersService,
    unused as PremiseService,
    unused as WritingService,
    unused as CoverAssetsService,
  );
}

const failing = (name: string, error: unknown): CoverDesigner => ({ name, design: async () => Promise.reject(error) });

describe('CoverGenerationService.design, when the designer fails', () => {
  it('answers 500 for the built-in designer (our fault) and 502 for a provider, with the sentence the screen shows', async () => {
    for (const [name, status] of [
      ['offline', HttpStatus.INTERNAL_SERVER_ERROR],
      ['openai', HttpStatus.BAD_GATEWAY],
    ] as const) {
      const failure = serviceWith(failing(name, new Error('sharp: out of memory'))).design([], book, 'seed');
      await expect(failure).rejects.toBeInstanceOf(CoverDesignFailedException);
      await expect(failure).rejects.toMatchObject({
        status,
        message: 'Failed to generate cover. Your photos are saved; please try again.',
      });
    }
  });

  it("keeps an answer the designer chose itself, such as a provider's rate limit", async () => {
    const busy = new AppException(
      'COVER_DESIGNER_BUSY',
      'Our cover designer is busy; please try again in a minute.',
      HttpStatus.SERVICE_UNAVAILABLE,
    );
    await expect(serviceWith(failing('openai', busy)).design([], book, 'seed')).rejects.toBe(busy);
  });

  it('passes an abort on as it is: nobody is left to answer', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException('aborted', 'AbortError');
    await expect(serviceWith(failing('openai', aborted)).design([], book, 'seed', controller.signal)).rejects.toBe(
      aborted,
    );
  });
});
