import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config/app-config.js';
import { describeWriter } from './writer.provider.js';

describe('the writer line logged at start-up', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-writer-log-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const writing = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), ...env }).writing;

  it('names the server, the model of each task and how the output cap is sent, never the key', () => {
    const line = describeWriter(
      writing({
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        OPENAI_API_KEY: 'sk-secret',
        OPENAI_MODEL_SUMMARY: 'llama3.1:8b',
        OPENAI_MAX_OUTPUT_TOKENS: '4096',
      }),
    );
    expect(line).toContain('writer: openai at http://127.0.0.1:11434/v1');
    expect(line).toContain('summary=llama3.1:8b outline=gpt-4.1-mini chapter=gpt-4.1');
    expect(line).toContain('output cap 4096 tokens as max_tokens');
    expect(line).not.toContain('sk-secret');
    expect(describeWriter(writing({ OPENAI_API_KEY: 'sk-secret' }))).toContain(
      'at https://api.openai.com/v1; models summary=gpt-4.1-mini',
    );
    expect(describeWriter(writing({}))).toBe('writer: offline (built-in, 150 words/s)');
  });
});
