import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { savedCharacterSchema } from '@storyloom/contracts';
import { OpenAiCompatibleServer, storyDataOf } from '../../../test/support/openai-compatible-server.js';
import { openAiTestConfig } from '../../../test/support/openai-test-config.js';
import type { OpenAiConfig } from '../../config/app-config.js';
import { initialStoryBible } from '../story-bible.js';
import { WriterOutputInvalidException } from '../writing.exception.js';
import type { ChapterRequest, StoryBrief } from '../writing.types.js';
import { CHAPTER_CONTINUATIONS } from './chapter-writer.js';
import { CONTINUE_INSTRUCTION } from './completion-options.js';
import { OpenAiWriter } from './openai-writer.js';

const story: StoryBrief = {
  title: 'The Egg',
  genre: 'Adventure',
  premise: 'A dinosaur egg in the garden',
  styles: ['Playful'],
  tones: ['Warm'],
  readingGrade: 1,
  readingLevelLabel: 'Kid',
};
const characters = [
  savedCharacterSchema.parse({ name: 'Mira', isMainCharacter: true }),
  savedCharacterSchema.parse({ name: 'Rosa', isMainCharacter: false, relation: 'Grandmother' }),
];
const outline = [1, 2, 3].map((number) => ({
  number,
  title: `Outline title ${number}`,
  synopsis: `Mira in ${number}.`,
  tags: ['Mira'],
}));
const request: ChapterRequest = {
  story,
  characters,
  summary: '# The Egg',
  outline,
  chapterNumber: 2,
  bible: initialStoryBible(story, characters),
  targetWords: 300,
};

/** What a model typically sends back, markdown slips included. */
const ANSWER = [
  '## **Chapter 2: The Crack in the Shell**',
  '',
  'Mira pressed her ear to the *warm* egg. Something inside went tap, tap, tap.',
  '',
  '"Grandma," she whispered, "it is saying hello."',
  '',
  '**FACTS:**',
  '- The egg taps three times when it is happy',
  '- Place: the compost heap behind the shed',
].join('\n');

describe('OpenAiWriter.writeChapter through the openai SDK and a local OpenAI-compatible server', () => {
  let server: OpenAiCompatibleServer;
  const config = (): OpenAiConfig => openAiTestConfig(server.baseUrl, { maxRetries: 0 });

  beforeAll(async () => {
    server = await OpenAiCompatibleServer.start();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('streams plain prose: title taken from its line, paragraphs apart, no markdown, facts kept off the page', async () => {
    server.script({ text: ANSWER });
    const deltas: string[] = [];
    const chapter = await new OpenAiWriter(config()).writeChapter(request, {
      seed: 5,
      onText: (delta) => deltas.push(delta),
    });
    expect(chapter).toMatchObject({
      number: 2,
      title: 'The Crack in the Shell',
      writer: 'openai',
      model: 'chapter-model',
      promptVersion: 'chapter.v1',
    });
    expect(chapter.text).toBe(
      'Mira pressed her ear to the warm egg. Something inside went tap, tap, tap.\n\n"Grandma," she whispered, "it is saying hello."',
    );
    expect(chapter.newFacts).toEqual([
      'The egg taps three times when it is happy',
      'Place: the compost heap behind the shed',
    ]);
    // Streamed in many pieces that add up to exactly the final text: no title, no facts, no markdown on screen.
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join('')).toBe(chapter.text);
    const [sent] = server.requests;
    expect(sent!.body).toMatchObject({ model: 'chapter-model', stream: true, seed: 5 });
    expect(storyDataOf(sent!.body)).toMatchObject({ chapterToWrite: { number: 2, title: 'Outline title 2' } });
  });

  it("keeps the outline's title when the model starts straight with the prose", async () => {
    server.script({ text: 'Mira woke early.\nThe egg was gone.' });
    const chapter = await new OpenAiWriter(config()).writeChapter(request, { seed: 1 });
    expect(chapter).toMatchObject({
      title: 'Outline title 2',
      text: 'Mira woke early.\n\nThe egg was gone.',
      newFacts: [],
    });
  });

  it('continues a chapter cut off at the token cap from where it stopped, with another seed, and joins the pieces', async () => {
    server.script(
      { text: 'Chapter 2: The Crack\n\nMira ran towards the', finishReason: 'length' },
      { text: ' garden gate.\n\nThe egg was warm.\n\nFACTS:\n- The gate creaks' },
    );
    const deltas: string[] = [];
    const chapter = await new OpenAiWriter(config()).writeChapter(request, {
      seed: 7,
      onText: (delta) => deltas.push(delta),
    });
    expect(chapter).toMatchObject({
      title: 'The Crack',
      text: 'Mira ran towards the garden gate.\n\nThe egg was warm.',
      newFacts: ['The gate creaks'],
    });
    expect(deltas.join('')).toBe(chapter.text);
    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests;
    // The continuation shows the model its own cut-off answer and asks it to go on; it is not the same request again.
    expect(second!.body.messages.slice(0, -2)).toEqual(first!.body.messages);
    expect(second!.body.messages.at(-2)).toEqual({
      role: 'assistant',
      content: 'Chapter 2: The Crack\n\nMira ran towards the',
    });
    expect(second!.body.messages.at(-1)).toMatchObject({ role: 'user', content: CONTINUE_INSTRUCTION });
    expect(first!.body.seed).toBe(7);
    expect(second!.body.seed).not.toBe(7);
  });

  it(`refuses a chapter still cut off after ${CHAPTER_CONTINUATIONS} continuations rather than keeping half of it`, async () => {
    server.chapterReply = () => ({ text: 'Mira ran and ran ', finishReason: 'length' });
    await expect(new OpenAiWriter(config()).writeChapter(request, { seed: 1 })).rejects.toBeInstanceOf(
      WriterOutputInvalidException,
    );
    expect(server.requests).toHaveLength(1 + CHAPTER_CONTINUATIONS);
    expect(new Set(server.requests.map((sent) => sent.body.seed)).size).toBe(1 + CHAPTER_CONTINUATIONS);
  });

  it('refuses a chapter with no prose', async () => {
    server.script({ text: 'Chapter 2: Empty\n\nFACTS:\n- nothing' });
    await expect(new OpenAiWriter(config()).writeChapter(request, { seed: 1 })).rejects.toBeInstanceOf(
      WriterOutputInvalidException,
    );
  });
});
