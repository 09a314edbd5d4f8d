import { sendRecord, withKey } from './beacon.js';
import { InvalidInputError, InvalidStateError } from './errors.js';
import type { FetchFunction } from './http/request.js';
import { randomId } from './ids.js';
import { readStored, removeStored, writeStored } from './storage.js';

/** Where a browser keeps the anonymous user id between visits. */
export const USER_ID_STORAGE_KEY = 'hlf-docs-search:profile-user-id';

export interface ProfileOptions {
  endpoint: string;
  apiKey: string;
  /** Send with this fetch instead of a beacon (tests, server-side code). */
  fetch?: FetchFunction;
}

/**
 * Who is searching: an anonymous user id, kept in local storage in browsers, which
 * `identify` links to a known identity and `alias` to another id (PROTOCOL.md, "Profile").
 */
export class Profile {
  readonly endpoint: string;
  private readonly apiKey: string;
  private readonly fetchFunction: FetchFunction | undefined;
  private identifyUrl: string | undefined;
  private index: string | undefined;
  private userId: string;
  private identity: string | undefined;
  private userAlias: string | undefined;

  constructor(options: ProfileOptions) {
    const { endpoint, apiKey } = options ?? ({} as ProfileOptions);
    if (!endpoint || !apiKey) {
      throw new InvalidInputError('Endpoint and API Key are required to create a Profile');
    }
    if (typeof endpoint !== 'string' || typeof apiKey !== 'string') {
      throw new InvalidInputError('Endpoint and API Key must be strings');
    }
    this.endpoint = endpoint;
    this.apiKey = apiKey;
    this.fetchFunction = options.fetch;
    this.userId = readStored(USER_ID_STORAGE_KEY) ?? this.newUserId();
  }

  /** Where identify and alias go (`identifyUrl`), and the index they concern. */
  setParams(params: { identifyUrl: string; index?: string }): void {
    if (typeof params?.identifyUrl !== 'string' || params.identifyUrl === '') {
      throw new InvalidInputError('identifyUrl must be a non-empty string');
    }
    this.identifyUrl = params.identifyUrl;
    this.index = params.index;
  }

  getUserId(): string {
    return this.userId;
  }

  getIdentity(): string | undefined {
    return this.identity;
  }

  getAlias(): string | undefined {
    return this.userAlias;
  }

  /** Link the anonymous user to a known identity. */
  async identify(identity: string): Promise<void> {
    await this.send('identity', identity);
    this.identity = identity;
  }

  /** Link the anonymous user to another id. */
  async alias(alias: string): Promise<void> {
    await this.send('alias', alias);
    this.userAlias = alias;
  }

  /** Forget the identity and alias, and start over as a new anonymous user. */
  reset(): void {
    this.identity = undefined;
    this.userAlias = undefined;
    removeStored(USER_ID_STORAGE_KEY);
    this.userId = this.newUserId();
  }

  private newUserId(): string {
    const id = randomId();
    writeStored(USER_ID_STORAGE_KEY, id);
    return id;
  }

  private async send(entity: 'identity' | 'alias', id: unknown): Promise<void> {
    if (typeof id !== 'string') throw new InvalidInputError('Identity must be a string');
    if (!this.identifyUrl) throw new InvalidStateError('Profile is not initialized');
    await sendRecord(
      withKey(this.identifyUrl, this.apiKey),
      { entity, id, visitorId: this.userId, index: this.index ?? null },
      this.fetchFunction,
    );
  }
}
