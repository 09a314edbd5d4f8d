import { InvalidInputError } from './errors.js';
import type { Transport } from './http/request.js';
import { ROUTES } from './protocol/routes.js';

export interface CreatedHook {
  hookID: string;
  collectionID: string;
  code: string;
}

/** Hooks: code the service keeps for a named moment of its work. */
export class Hooks {
  constructor(private readonly transport: Transport) {}

  /** POST `/hooks/create` (write). */
  async create(params: { name: string; code: string }): Promise<CreatedHook> {
    if (typeof params?.name !== 'string' || params.name === '') {
      throw new InvalidInputError('Hook name must be a non-empty string');
    }
    if (typeof params.code !== 'string') throw new InvalidInputError('Hook code must be a string');
    await this.transport.call({
      ...ROUTES.createHook,
      body: { name: params.name, code: params.code },
    });
    return { hookID: params.name, collectionID: this.transport.collectionID, code: params.code };
  }
}
