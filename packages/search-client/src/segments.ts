import type { Transport } from './http/request.js';
import { ROUTES } from './protocol/routes.js';

export interface Segment {
  id: string;
  name: string;
  description: string;
  goal?: string;
}

export type NewSegment = Omit<Segment, 'id'> & { id?: string };

/** Segments: kinds of visitor the answer engine can recognise. */
export class Segments {
  constructor(private readonly transport: Transport) {}

  /** POST `/segments/insert` (write). */
  async insert(segment: NewSegment): Promise<{ success: boolean; id: string; segment: Segment }> {
    return (await this.transport.call({
      ...ROUTES.insertSegment,
      body: segment,
    })) as { success: boolean; id: string; segment: Segment };
  }

  /** GET `/segments/get?segment_id=` (read-query). */
  async get(id: string): Promise<{ segment: Segment | null }> {
    return (await this.transport.call({
      ...ROUTES.getSegment,
      query: { segment_id: id },
    })) as { segment: Segment | null };
  }

  /** GET `/segments/all` (read-query). */
  async getAll(): Promise<{ segments: Segment[] }> {
    return (await this.transport.call({
      ...ROUTES.listSegments,
    })) as { segments: Segment[] };
  }

  /** POST `/segments/delete` (write). */
  async delete(id: string): Promise<{ success: boolean }> {
    return (await this.transport.call({
      ...ROUTES.deleteSegment,
      body: { id },
    })) as { success: boolean };
  }

  /** POST `/segments/update` (write), with the whole segment. */
  async update(segment: Segment): Promise<{ success: boolean }> {
    return (await this.transport.call({
      ...ROUTES.updateSegment,
      body: segment,
    })) as { success: boolean };
  }
}
