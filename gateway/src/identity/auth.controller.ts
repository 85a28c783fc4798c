import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { credentialsSchema, type Credentials, type Me } from '@lumen/contracts';
import { ZodPipe } from '@lumen/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { IdentityService } from './identity.service.js';
import { CurrentLearner, toMe, type Learner, type LearnerRequest } from './learner.js';
import { SessionCookie } from './session.cookie.js';

const credentialsDoc = { schema: z.toJSONSchema(credentialsSchema, { io: 'input' }) as object };

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly identity: IdentityService,
    private readonly cookie: SessionCookie,
  ) {}

  @Get('me')
  me(@CurrentLearner() learner: Learner): Me {
    return toMe(learner);
  }

  @Post('register')
  @UseGuards(ThrottlerGuard)
  @ApiBody(credentialsDoc)
  async register(
    @CurrentLearner() learner: Learner,
    @Body(new ZodPipe(credentialsSchema)) body: Credentials,
    @Req() req: LearnerRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Me> {
    const issued = await this.identity.register(learner, body, this.cookie.read(req) ?? '');
    this.cookie.write(req, reply, issued.token);
    return toMe(issued.learner);
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiBody(credentialsDoc)
  async login(
    @Body(new ZodPipe(credentialsSchema)) body: Credentials,
    @Req() req: LearnerRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Me> {
    const issued = await this.identity.login(body, this.cookie.read(req));
    this.cookie.write(req, reply, issued.token);
    return toMe(issued.learner);
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: LearnerRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const token = this.cookie.read(req);
    if (token) await this.identity.logout(token);
    this.cookie.clear(req, reply);
  }
}
