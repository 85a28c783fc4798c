import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ConflictError, UnauthorizedError } from '@lumen/platform';
import type { Credentials } from '@lumen/contracts';
import argon2 from 'argon2';
import { DataSource, MoreThan, Repository } from 'typeorm';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';
import type { Learner } from './learner.js';
import { SessionEntity } from './session.entity.js';
import { UserEntity } from './user.entity.js';

const DAY_MS = 86_400_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface IssuedSession {
  token: string;
  learner: Learner;
}

@Injectable()
export class IdentityService {
  /** Verified against when an email is unknown, so a wrong email takes as long as a wrong password. */
  private readonly dummyHash = argon2.hash(randomBytes(16).toString('hex'));

  constructor(
    private readonly db: DataSource,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  toLearner(user: Pick<UserEntity, 'id' | 'email'>): Learner {
    const admin = user.email !== null && this.env.ADMIN_EMAILS.includes(user.email);
    return { id: user.id, email: user.email, role: admin ? 'admin' : 'learner' };
  }

  async resolve(token: string): Promise<Learner | null> {
    const session = await this.sessions.findOne({
      where: { tokenHash: hashToken(token), expiresAt: MoreThan(new Date()) },
      relations: { user: true },
    });
    return session?.user ? this.toLearner(session.user) : null;
  }

  async createAnonymous(): Promise<IssuedSession> {
    const user = await this.users.save(this.users.create({ email: null, passwordHash: null }));
    return this.issue(user);
  }

  /** Adds credentials to the current anonymous account, keeping all its progress. */
  async register(current: Learner, credentials: Credentials, oldToken: string): Promise<IssuedSession> {
    if (current.email !== null) throw new ConflictError('This account already has an email; log out first');
    const passwordHash = await argon2.hash(credentials.password);
    try {
      await this.users.update({ id: current.id }, { email: credentials.email, passwordHash });
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new ConflictError('An account with this email already exists');
      throw error;
    }
    return this.rotate({ id: current.id, email: credentials.email }, oldToken);
  }

  async login(credentials: Credentials, oldToken: string | undefined): Promise<IssuedSession> {
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email: credentials.email })
      .getOne();
    const hash = user?.passwordHash ?? (await this.dummyHash);
    const valid = await argon2.verify(hash, credentials.password);
    if (!user || !valid) throw new UnauthorizedError('Email or password is incorrect');
    return this.rotate(user, oldToken);
  }

  async logout(token: string): Promise<void> {
    await this.sessions.delete({ tokenHash: hashToken(token) });
  }

  /** A fresh token on every sign-in, so a token planted before sign-in is worthless after it. */
  private async rotate(user: Pick<UserEntity, 'id' | 'email'>, oldToken: string | undefined): Promise<IssuedSession> {
    return this.db.transaction(async (tx) => {
      if (oldToken) await tx.getRepository(SessionEntity).delete({ tokenHash: hashToken(oldToken) });
      return this.issue(user, tx.getRepository(SessionEntity));
    });
  }

  private async issue(user: Pick<UserEntity, 'id' | 'email'>, repo = this.sessions): Promise<IssuedSession> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.env.SESSION_TTL_DAYS * DAY_MS);
    await repo.insert({ tokenHash: hashToken(token), userId: user.id, expiresAt });
    return { token, learner: this.toLearner(user) };
  }
}
