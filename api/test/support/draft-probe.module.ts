import { Body, Controller, Get, Module, Param, Put } from '@nestjs/common';
import type { DraftSectionKey } from '../../src/draft/draft-section.js';
import { DraftService } from '../../src/draft/draft.service.js';
import { VisitorId } from '../../src/session/visitor-id.decorator.js';

/** Test-only routes that write and read the caller's own draft, the way a step controller would. */
@Controller('test-draft')
class DraftProbeController {
  constructor(private readonly drafts: DraftService) {}

  @Put(':key')
  async save(
    @VisitorId() visitorId: string,
    @Param('key') key: string,
    @Body() body: { value: unknown },
  ): Promise<{ visitorId: string }> {
    await this.drafts.saveSection(visitorId, key as DraftSectionKey, body.value);
    return { visitorId };
  }

  @Get(':key')
  async read(
    @VisitorId() visitorId: string,
    @Param('key') key: string,
  ): Promise<{ visitorId: string; value: unknown; found: boolean }> {
    const value = await this.drafts.getSection(visitorId, key as DraftSectionKey);
    return { visitorId, value: value ?? null, found: value !== undefined };
  }

  @Get()
  async draft(@VisitorId() visitorId: string): Promise<{ visitorId: string; draft: Record<string, unknown> }> {
    return { visitorId, draft: await this.drafts.getDraft(visitorId) };
  }
}

@Module({ controllers: [DraftProbeController] })
export class DraftProbeModule {}
