import { z } from 'zod';
import { ConfigError } from '../config/config-error.js';
import { configSection, LOCAL_SERVER_API_KEY } from '../config/config-section.js';
import { wholeNumber } from '../config/env-parsers.js';

/** Step 4's cover designer: the built-in offline one, or OpenAI's images edit endpoint. */
export interface CoverDesignConfig {
  designer: 'openai' | 'offline';
  openai: {
    apiKey: string;
    /** OPENAI_IMAGE_BASE_URL, or OpenAI's own API. */
    baseURL: string;
    model: string;
    quality: 'low' | 'medium' | 'high' | 'auto';
    /** The most a visitor waits for one cover, retries included. */
    timeoutMs: number;
    maxRetries: number;
  };
}

export interface CoverStorage {
  photoRetentionDays: number;
}

/** What step 4 may keep stored (see COVER_QUOTA_*): files and bytes per visitor and per address. */
export interface CoverQuotas {
  perVisitor: { bytes: number; files: number };
  perIp: { bytes: number; files: number };
}

/** Where the images API is when OPENAI_IMAGE_BASE_URL is unset: OpenAI's own (never the writer's OPENAI_BASE_URL). */
export const OPENAI_IMAGES_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** The quotas are set in MB (2^20 bytes, as the 15 MB upload limit). */
const MEGABYTE = 1024 * 1024;

/** The writer's retry budget (OPENAI_MAX_RETRIES, the writing section's), which caps the cover designer's. */
export interface CoverNeeds {
  writerMaxRetries: number;
}

/**
 * Step 4's cover designer (docs/product/step4-cover.md). COVER_DESIGNER picks it; unset, it is 'openai' when
 * OPENAI_IMAGE_API_KEY is set and the built-in 'offline' designer otherwise. The images provider is configured on
 * its own and never inferred from the writer's OPENAI_API_KEY / OPENAI_BASE_URL: the text servers those point at
 * (vLLM, Ollama, llama.cpp) write text but have no images API, and covers sent there left visitors stuck at step 4
 * (issue 24, F2). Also step 4's retention and storage quotas (where the files go is the storage section's).
 */
export const coverSection = configSection({
  name: 'cover',
  env: {
    COVER_DESIGNER: z.enum(['openai', 'offline'], { error: 'must be openai or offline' }).optional(),
    /** The images provider's key; setting it chooses the OpenAI designer when COVER_DESIGNER is unset. */
    OPENAI_IMAGE_API_KEY: z.string().optional(),
    /** The images provider's API (default: OpenAI's own, https://api.openai.com/v1); never OPENAI_BASE_URL. */
    OPENAI_IMAGE_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.openai.com/v1' })
      .optional(),
    OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
    /** The images API's quality: 'high' for print; 'medium' or 'low' cost less and draw less detail. */
    OPENAI_IMAGE_QUALITY: z
      .enum(['low', 'medium', 'high', 'auto'], { error: 'must be low, medium, high or auto' })
      .default('high'),
    /** An image edit at high quality takes 30–90 s; a visitor waits on screen for at most this long, one retry included. */
    OPENAI_IMAGE_TIMEOUT_MS: wholeNumber(1000, 600_000).default(150_000),
    /** Every file step 4 stored for a draft nobody touched for this many days is deleted (never a cover an order froze). */
    COVER_PHOTO_RETENTION_DAYS: wholeNumber(1, 3650).default(30),
    /**
     * Storage quotas: what step 4 may keep for one visitor and for one network address (docs/product/step4-cover.md).
     * Without them one visitor could fill the disk or the bucket with 15 MB uploads. A visitor's photos and covers of
     * a normal book are far below the visitor's quota; the address's is larger, for households and offices behind one
     * address. Covers frozen in an order do not count.
     */
    COVER_QUOTA_VISITOR_MB: wholeNumber(1, 1_000_000).default(300),
    COVER_QUOTA_VISITOR_FILES: wholeNumber(1, 1_000_000).default(200),
    COVER_QUOTA_IP_MB: wholeNumber(1, 1_000_000).default(2000),
    COVER_QUOTA_IP_FILES: wholeNumber(1, 1_000_000).default(1000),
  },
  secrets: ['OPENAI_IMAGE_API_KEY'],
  /**
   * The images provider has its own key and address (OPENAI_IMAGE_*): the writer's text server usually has no images
   * API, so nothing of the writer's settings chooses or configures the cover designer (issue 24, F2).
   */
  build(
    vars,
    { writerMaxRetries }: CoverNeeds,
  ): { coverDesign: CoverDesignConfig; coverStorage: CoverStorage; coverQuotas: CoverQuotas } {
    const designer = vars.COVER_DESIGNER ?? (vars.OPENAI_IMAGE_API_KEY ? 'openai' : 'offline');
    if (designer === 'openai' && !vars.OPENAI_IMAGE_API_KEY && !vars.OPENAI_IMAGE_BASE_URL) {
      throw new ConfigError(
        'Invalid configuration:\n  - COVER_DESIGNER: openai needs OPENAI_IMAGE_API_KEY (or OPENAI_IMAGE_BASE_URL for a local server that speaks the images API)',
      );
    }
    return {
      coverDesign: {
        designer,
        openai: {
          apiKey: vars.OPENAI_IMAGE_API_KEY ?? LOCAL_SERVER_API_KEY,
          // Always explicit: the SDK would otherwise read OPENAI_BASE_URL from the environment by itself.
          baseURL: vars.OPENAI_IMAGE_BASE_URL ?? OPENAI_IMAGES_DEFAULT_BASE_URL,
          model: vars.OPENAI_IMAGE_MODEL,
          quality: vars.OPENAI_IMAGE_QUALITY,
          timeoutMs: vars.OPENAI_IMAGE_TIMEOUT_MS,
          // A visitor is waiting, and one edit takes up to a minute or more: at most one retry.
          maxRetries: Math.min(1, writerMaxRetries),
        },
      },
      coverStorage: { photoRetentionDays: vars.COVER_PHOTO_RETENTION_DAYS },
      coverQuotas: {
        perVisitor: { bytes: vars.COVER_QUOTA_VISITOR_MB * MEGABYTE, files: vars.COVER_QUOTA_VISITOR_FILES },
        perIp: { bytes: vars.COVER_QUOTA_IP_MB * MEGABYTE, files: vars.COVER_QUOTA_IP_FILES },
      },
    };
  },
});
