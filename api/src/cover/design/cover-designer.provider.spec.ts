import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../../config/app-config.js';
import { createCoverDesigner, describeCoverDesigner } from './cover-designer.provider.js';

/** A configuration that touches no file: a session secret given, paths only resolved. */
const configWith = (env: Record<string, string>) =>
  loadConfig({
    SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
    DATA_DIR: '/nonexistent/storyloom-test',
    ...env,
  }).coverDesign;

describe('choosing the cover designer (COVER_DESIGNER, OPENAI_IMAGE_API_KEY)', () => {
  it('is the offline designer by default', () => {
    const config = configWith({});
    expect(config.designer).toBe('offline');
    expect(createCoverDesigner(config).name).toBe('offline');
  });

  it('is OpenAI when an image key is set and COVER_DESIGNER is not, with gpt-image-1 at high quality on OpenAI by default', () => {
    const config = configWith({ OPENAI_IMAGE_API_KEY: 'sk-image-secret' });
    expect(config.designer).toBe('openai');
    expect(config.openai).toMatchObject({
      apiKey: 'sk-image-secret',
      baseURL: 'https://api.openai.com/v1',
      model: 'gpt-image-1',
      quality: 'high',
      timeoutMs: 150_000,
      maxRetries: 1,
    });
    expect(createCoverDesigner(config).name).toBe('openai');
  });

  it("stays offline with the writer's key and text server (OPENAI_API_KEY, OPENAI_BASE_URL), and when COVER_DESIGNER=offline", () => {
    expect(configWith({ OPENAI_API_KEY: 'sk-text', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).designer).toBe(
      'offline',
    );
    expect(configWith({ OPENAI_API_KEY: 'sk-text' }).designer).toBe('offline');
    expect(configWith({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).designer).toBe('offline');
    expect(configWith({ OPENAI_IMAGE_API_KEY: 'sk-image', COVER_DESIGNER: 'offline' }).designer).toBe('offline');
  });

  it("never sends covers to the writer's server or with the writer's key", () => {
    const config = configWith({
      OPENAI_API_KEY: 'sk-text',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_IMAGE_API_KEY: 'sk-image',
    });
    expect(config.openai).toMatchObject({ apiKey: 'sk-image', baseURL: 'https://api.openai.com/v1' });
    expect(() =>
      configWith({ COVER_DESIGNER: 'openai', OPENAI_API_KEY: 'sk-text', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }),
    ).toThrow(/OPENAI_IMAGE_API_KEY/);
  });

  it('uses a server that speaks the images API when COVER_DESIGNER=openai names it by OPENAI_IMAGE_BASE_URL', () => {
    const config = configWith({
      COVER_DESIGNER: 'openai',
      OPENAI_IMAGE_BASE_URL: 'http://127.0.0.1:4150/v1',
      OPENAI_IMAGE_MODEL: 'local-image',
      OPENAI_IMAGE_QUALITY: 'medium',
    });
    expect(config).toMatchObject({
      designer: 'openai',
      openai: { baseURL: 'http://127.0.0.1:4150/v1', model: 'local-image', quality: 'medium' },
    });
  });

  it('refuses COVER_DESIGNER=openai without a key or a server, and unknown values, naming the variable', () => {
    expect(() => configWith({ COVER_DESIGNER: 'openai' })).toThrow(ConfigError);
    expect(() => configWith({ COVER_DESIGNER: 'openai' })).toThrow(/COVER_DESIGNER: openai needs OPENAI_IMAGE_API_KEY/);
    expect(() => configWith({ COVER_DESIGNER: 'midjourney' })).toThrow(/COVER_DESIGNER: must be openai or offline/);
    expect(() => configWith({ OPENAI_IMAGE_QUALITY: 'ultra' })).toThrow(
      /OPENAI_IMAGE_QUALITY: must be low, medium, high or auto/,
    );
    expect(() => configWith({ OPENAI_IMAGE_TIMEOUT_MS: '10' })).toThrow(/OPENAI_IMAGE_TIMEOUT_MS/);
  });

  it('describes the designer for the start-up log without the key', () => {
    expect(describeCoverDesigner(configWith({}))).toMatch(/offline/);
    const line = describeCoverDesigner(configWith({ OPENAI_IMAGE_API_KEY: 'sk-test-secret' }));
    expect(line).toMatch(/openai images edit at https:\/\/api\.openai\.com\/v1; model gpt-image-1/);
    expect(line).not.toContain('sk-test-secret');
  });
});
