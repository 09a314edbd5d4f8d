import type { Transport } from './http/request.js';

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
      method: 'POST',
      path: '/segments/insert',
      level: 'write',
      body: segment,
    })) as { success: boolean; id: string; segment: Segment };
  }

  /** GET `/segments/get?segment_id=` (read-query). */
  async get(id: string): Promise<{ segment: Segment | null }> {
    return (await this.transport.call({
      method: 'GET',
      path: '/segments/get',
      level: 'read-query',
      query: { segment_id: id },
    })) as { segment: Segment | null };
  }

  /** GET `/segments/all` (read-query). */
  async getAll(): Promise<{ segments: Segment[] }> {
    return (await this.transport.call({
      method: 'GET',
      path: '/segments/all',
      level: 'read-query',
    })) as { segments: Segment[] };
  }

  /** POST `/segments/delete` (write). */
  async delete(id: string): Promise<{ success: boolean }> {
    return (await this.transport.call({
      method: 'POST',
      path: '/segments/delete',
      level: 'write',
      body: { id },
    })) as { success: boolean };
  }

  /** POST `/segments/update` (write), with the whole segment. */
  async update(segment: Segment): Promise<{ success: boolean }> {
    return (await this.transport.call({
      method: 'POST',
      path: '/segments/update',
      level: 'write',
      body: segment,
    })) as { success: boolean };
  }
}
