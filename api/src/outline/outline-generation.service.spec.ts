import { describe, expect, it, jest } from '@jest/globals';
import type { DraftService } from '../draft/draft.service.js';
import { WriterOutputInvalidException, type WritingService } from '../writing/writing.service.js';
import type { WrittenOutline } from '../writing/writing.types.js';
import { OutlineGenerationService, type PreparedOutline } from './outline-generation.service.js';
import type { OutlineService } from './outline.service.js';

const chapters = (count: number, title = 'A title') =>
  Array.from({ length: count }, (_, index) => ({ number: index + 1, title, synopsis: 'Something happens.', tags: [] }));

/** The service with a writer that answers `written`, and a draft that records what is saved. */
function serviceWriting(written: WrittenOutline) {
  const saveSection = jest.fn(async (_visitorId: string, _key: string, _value: unknown) => undefined);
  const drafts = { saveSection } as unknown as DraftService;
  const writing = { writeOutline: jest.fn(async () => written) } as unknown as WritingService;
  return { service: new OutlineGenerationService(drafts, {} as OutlineService, writing), saveSection };
}

const prepared = {
  visitorId: 'visitor',
  size: 'S',
  request: { chapterCount: 15, summary: 'Ada finds a lantern.' },
} as unknown as PreparedOutline;
const stream = { signal: new AbortController().signal };

describe('OutlineGenerationService.write', () => {
  it('stores the outline, then its size, and answers the rendered text', async () => {
    const { service, saveSection } = serviceWriting({
      chapters: chapters(15),
      text: '',
      writer: 'offline',
      promptVersion: 'v1',
    });
    const reply = await service.write(prepared, stream, '127.0.0.1');
    expect(reply.chapters).toHaveLength(15);
    expect(reply.detailed_outline.startsWith('**Chapter 1: A title**\nSomething happens.\n\n**Chapter 2:')).toBe(true);
    expect(saveSection.mock.calls.map(([, key]) => key)).toEqual(['detailedOutline', 'bookSize']);
  });

  it.each([
    ['too few chapters', chapters(14)],
    ['too many chapters', chapters(16)],
    ['a title that would break its marker', chapters(15, 'The **End**')],
  ])('never stores or passes on an outline with %s', async (_, written) => {
    const { service, saveSection } = serviceWriting({
      chapters: written,
      text: '',
      writer: 'openai',
      model: 'm',
      promptVersion: 'v1',
    });
    await expect(service.write(prepared, stream, '127.0.0.1')).rejects.toBeInstanceOf(WriterOutputInvalidException);
    expect(saveSection).not.toHaveBeenCalled();
  });
});
