import { InvalidInputError } from './errors.js';
import type { Transport } from './http/request.js';

export interface Trigger {
  id: string;
  name: string;
  description: string;
  response: string;
  segment_id: string;
}

export type NewTrigger = Omit<Trigger, 'id'> & { id?: string };

/** Triggers: canned guidance the answer engine applies within a segment. */
export class Triggers {
  constructor(private readonly transport: Transport) {}

  /** POST `/triggers/insert` (write); a trigger always belongs to a segment. */
  async insert(trigger: NewTrigger): Promise<{ success: boolean; id: string; trigger: Trigger }> {
    if (!trigger?.segment_id) {
      throw new InvalidInputError('You cannot insert a trigger without a segment_id');
    }
    return (await this.transport.call({
      method: 'POST',
      path: '/triggers/insert',
      level: 'write',
      body: trigger,
    })) as { success: boolean; id: string; trigger: Trigger };
  }

  /** GET `/triggers/get?trigger_id=` (read-query). */
  async get(id: string): Promise<{ trigger: Trigger | null }> {
    return (await this.transport.call({
      method: 'GET',
      path: '/triggers/get',
      level: 'read-query',
      query: { trigger_id: id },
    })) as { trigger: Trigger | null };
  }

  /** GET `/triggers/all` (read-query). */
  async getAll(): Promise<{ triggers: Trigger[] }> {
    return (await this.transport.call({
      method: 'GET',
      path: '/triggers/all',
      level: 'read-query',
    })) as { triggers: Trigger[] };
  }

  /** POST `/triggers/delete` (write). */
  async delete(id: string): Promise<{ success: boolean }> {
    return (await this.transport.call({
      method: 'POST',
      path: '/triggers/delete',
      level: 'write',
      body: { id },
    })) as { success: boolean };
  }

  /** POST `/triggers/update` (write), with the whole trigger. */
  async update(trigger: Trigger): Promise<{ success: boolean; trigger: Trigger }> {
    return (await this.transport.call({
      method: 'POST',
      path: '/triggers/update',
      level: 'write',
      body: trigger,
    })) as { success: boolean; trigger: Trigger };
  }
}
