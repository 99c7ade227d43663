import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  proofAcceptRequestSchema,
  proofApproveRequestSchema,
  proofChangeRequestSchema,
  proofChoiceRequestSchema,
  proofEditRequestSchema,
  proofReplySchema,
  proofRestoreRequestSchema,
  type ProofAcceptRequest,
  type ProofApproveRequest,
  type ProofChangeRequest,
  type ProofChoiceRequest,
  type ProofEditRequest,
  type ProofReply,
  type ProofRestoreRequest,
} from '@storyloom/contracts/delivery';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { AccountsService } from '../../accounts/accounts.service.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import type { OrderAccess } from '../../orders/orders.service.js';
import { ApiZodResponse } from '../../openapi/api-zod-response.decorator.js';
import { VisitorId } from '../../session/visitor-id.decorator.js';
import { ProofService } from './proof.service.js';

/** `?token=` once: a repeated one (an array) is a 400, as on the status page. */
const tokenQuerySchema = z.string().optional();
const versionSchema = z.coerce
  .number({ error: 'Version must be a whole number' })
  .int('Version must be a whole number')
  .min(1, 'Version must be at least 1')
  .max(1_000_000);
const requestIdSchema = z.uuid({ error: 'Request id must be a request id as the proof lists it' });
/** Discarding takes `{}` (or no body at all). */
const discardSchema = z.strictObject({}).optional();
const fileSchema = z.enum(['interior.pdf', 'cover.pdf'], { error: 'File must be interior.pdf or cover.pdf' });

/** The buyer's proof (PROOF_API; docs/product/proof.md), paths relative to /api. */
@Controller('orders/:id/proof')
export class ProofController {
  constructor(
    private readonly proofs: ProofService,
    private readonly accounts: AccountsService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(proofReplySchema)
  async proof(
    @VisitorId() visitorId: string,
    @Param('id') id: string,
    @Query('token', new ZodValidationPipe(tokenQuerySchema)) token: string | undefined,
    @Req() request: Request,
  ): Promise<ProofReply> {
    return this.proofs.proof(id, await this.access(visitorId, token, request));
  }

  @Put('choice')
  @ApiZodResponse(proofReplySchema)
  async choice(
    @VisitorId() visitorId: string,
    @Param('id') id: string,
    @Query('token', new ZodValidationPipe(tokenQuerySchema)) token: string | undefined,
    @Req() request: Request,
    @Body(new ZodValidationPipe(proofChoiceRequestSchema)) body: ProofChoiceRequest,
  ): Promise<ProofReply> {
    return this.proofs.choose(id, await this.access(visitorId, token, request), body);
  }

  @Post('edits')
  @HttpCode(200)
  @ApiZodResponse(proofReplySchema)
  async edit(
    @VisitorId() visitorId: string,
    @Param('id') id: string,
    @Query('token', new ZodValidationPipe(tokenQuerySchema)) token: string | undefined,
    @Req() request: Request,
    @Body(new ZodValidationPipe(proofEditRequestSchema)) body: ProofEditRequest,
  ): Promise<ProofReply> {
    return this.proofs.edit(id, await this.access(visitorId, token, request), body);
  }

  @Post('restore')
  @HttpCode(200)
  @ApiZodResponse(proofReplySchema)
  async restore(
    @VisitorId() visitorId: string,
    @Param('id') id: string,
    @Query('token', new ZodValidationPipe(tokenQuerySchema)) token: string | undefined,
    @Req() request: Request,
    @Body(new ZodValidationPipe(proofRestoreRequestSchema)) body: ProofRestoreRequest,
  ): Promise<ProofReply> {
    return this.proofs.restore(id, await this.access(visitorId, token, request), body);
  }

  /** A change in plain words; 429 PROOF_REQUESTS_EXHAUSTED once the order's allowance is used. */
  @Post('requests')
  @HttpCode(200)
  @ApiZodResponse(proofReplySchema)
  async request(
    @VisitorId() visitorId: string,
    @Param('id') id: string,
    @Query('token', new ZodValidationPipe(tokenQuerySchema)) token: string | undefined,
    @Req() request: Request,
    @Body(new ZodValidationPipe(proofChangeRequestSchema)) body: ProofChangeRequest,
  ): Promise<ProofReply> {
    return this.proofs.request(id, await this.access(visitorId, token, request), body);
  }

  @Post('requests/:request/accept')
  @HttpCode(200)
  @ApiZodResponse(proofReplySchema)
  async accept(
    @VisitorId() visitorId: string,
    @Param('id') id: string,
    @Param('request', new ZodValidationPipe(requestIdSchema)) requestId: string,
    @Query('token', new ZodValidationPipe(tokenQuerySchema)) token: string | undefined,
    @Req() request: Request,
    @Body(new ZodValidationPipe(proofAcceptRequestSchema)) body: ProofAcceptRequest,
  ): Promise<ProofReply> {
    return this.proofs.accept(id, requestId, await this.access(visitorId, token, request), body);
  }

  @Post('requests/:request/discard')
  @HttpCode(200)
  @ApiZodResponse(proofReplySchema)
  async discard(
    @VisitorId() visitorId: string,
    @Param('id') id: string,
    @Param('request', new ZodValidationPipe(requestIdSchema)) requestId: string,
    @Query('token', new ZodValidationPipe(tokenQuerySchema)) token: string | undefined,
    @Req() request: Request,
    @Body(new ZodValidationPipe(discardSchema)) _body: unknown,
  ): Promise<ProofReply> {
    return this.proofs.discard(id, requestId, await this.access(visitorId, token, request));
  }

  @Post('approve')
  @HttpCode(200)
  @ApiZodResponse(proofReplySchema)
  async approve(
    @VisitorId() visitorId: string,
    @Param('id') id: string,
    @Query('token', new ZodValidationPipe(tokenQuerySchema)) token: string | undefined,
    @Req() request: Request,
    @Body(new ZodValidationPipe(proofApproveRequestSchema)) body: ProofApproveRequest,
  ): Promise<ProofReply> {
    return this.proofs.approve(id, await this.access(visitorId, token, request), body);
  }

  /** The type is the file's, set once it is found: a refusal stays a JSON error. */
  @Get('versions/:version/:file')
  @Header('Cache-Control', 'private, no-store')
  async file(
    @VisitorId() visitorId: string,
    @Param('id') id: string,
    @Param('version', new ZodValidationPipe(versionSchema)) version: number,
    @Param('file', new ZodValidationPipe(fileSchema)) file: 'interior.pdf' | 'cover.pdf',
    @Query('token', new ZodValidationPipe(tokenQuerySchema)) token: string | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const pdf = await this.proofs.file(id, await this.access(visitorId, token, request), version, file);
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Disposition', `inline; filename="${file}"`);
    return new StreamableFile(pdf);
  }

  private async access(visitorId: string, token: string | undefined, request: Request): Promise<OrderAccess> {
    if (token) return { visitorId, token };
    const accountId = (await this.accounts.current(request))?.id;
    return { visitorId, ...(accountId ? { accountId } : {}) };
  }
}
