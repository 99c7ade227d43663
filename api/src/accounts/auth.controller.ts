import { Body, Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  accountMessageReplySchema,
  accountReplySchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  meReplySchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  verifyEmailRequestSchema,
  type AccountMessageReply,
  type AccountReply,
  type LoginRequest,
  type MeReply,
  type SignupRequest,
} from '@storyloom/contracts';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { AccountsService, type HttpExchange } from './accounts.service.js';

/** Signup, login, logout, verification and password reset (docs/product/accounts.md). Paths are relative to /api. */
@Controller('auth')
export class AuthController {
  constructor(private readonly accounts: AccountsService) {}

  @Post('signup')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(accountReplySchema)
  signup(
    @Body(new ZodValidationPipe(signupRequestSchema)) body: SignupRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountReply> {
    return this.accounts.signup(body, this.exchange(request, response));
  }

  @Post('login')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(accountReplySchema)
  login(
    @Body(new ZodValidationPipe(loginRequestSchema)) body: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountReply> {
    return this.accounts.login(body, this.exchange(request, response));
  }

  @Post('logout')
  @HttpCode(200)
  @ApiZodResponse(accountMessageReplySchema)
  logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AccountMessageReply> {
    return this.accounts.logout(this.exchange(request, response));
  }

  @Get('me')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(meReplySchema)
  me(@Req() request: Request): Promise<MeReply> {
    return this.accounts.me(request);
  }

  @Post('verify-email')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(accountReplySchema)
  verifyEmail(
    @Body(new ZodValidationPipe(verifyEmailRequestSchema)) body: z.infer<typeof verifyEmailRequestSchema>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountReply> {
    return this.accounts.verifyEmail(body.token, this.exchange(request, response));
  }

  @Post('resend-verification')
  @HttpCode(200)
  @ApiZodResponse(accountMessageReplySchema)
  resendVerification(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountMessageReply> {
    return this.accounts.resendVerification(this.exchange(request, response));
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiZodResponse(accountMessageReplySchema)
  forgotPassword(
    @Body(new ZodValidationPipe(forgotPasswordRequestSchema)) body: z.infer<typeof forgotPasswordRequestSchema>,
    @Req() request: Request,
  ): Promise<AccountMessageReply> {
    return this.accounts.forgotPassword(body.email, request);
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiZodResponse(accountMessageReplySchema)
  resetPassword(
    @Body(new ZodValidationPipe(resetPasswordRequestSchema)) body: z.infer<typeof resetPasswordRequestSchema>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountMessageReply> {
    return this.accounts.resetPassword(body.token, body.password, this.exchange(request, response));
  }

  private exchange(request: Request, response: Response): HttpExchange {
    return { request, response };
  }
}
