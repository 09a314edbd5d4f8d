import { InvalidInputError } from './errors.js';
import type { Transport } from './http/request.js';
import { ROUTES } from './protocol/routes.js';

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
      ...ROUTES.insertTrigger,
      body: trigger,
    })) as { success: boolean; id: string; trigger: Trigger };
  }

  /** GET `/triggers/get?trigger_id=` (read-query). */
  async get(id: string): Promise<{ trigger: Trigger | null }> {
    return (await this.transport.call({
      ...ROUTES.getTrigger,
      query: { trigger_id: id },
    })) as { trigger: Trigger | null };
  }

  /** GET `/triggers/all` (read-query). */
  async getAll(): Promise<{ triggers: Trigger[] }> {
    return (await this.transport.call({
      ...ROUTES.listTriggers,
    })) as { triggers: Trigger[] };
  }

  /** POST `/triggers/delete` (write). */
  async delete(id: string): Promise<{ success: boolean }> {
    return (await this.transport.call({
      ...ROUTES.deleteTrigger,
      body: { id },
    })) as { success: boolean };
  }

  /** POST `/triggers/update` (write), with the whole trigger. */
  async update(trigger: Trigger): Promise<{ success: boolean; trigger: Trigger }> {
    return (await this.transport.call({
      ...ROUTES.updateTrigger,
      body: trigger,
    })) as { success: boolean; trigger: Trigger };
  }
}
