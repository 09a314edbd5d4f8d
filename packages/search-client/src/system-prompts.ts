import type { Transport } from './http/request.js';
import { ROUTES } from './protocol/routes.js';

export interface SystemPrompt {
  id: string;
  name: string;
  prompt: string;
  usage_mode: 'automatic' | 'manual';
}

export type NewSystemPrompt = Omit<SystemPrompt, 'id'> & { id?: string };

export interface SystemPromptValidation {
  security: { valid: boolean; reason: string; violations: string[] };
  technical: { valid: boolean; reason: string; instruction_count: number };
  overall_assessment: { valid: boolean; summary: string };
}

/** System prompts: instructions added to the answer engine's own. */
export class SystemPrompts {
  constructor(private readonly transport: Transport) {}

  /** POST `/system_prompts/insert` (write). */
  async insert(prompt: NewSystemPrompt): Promise<{ success: boolean; id?: string }> {
    return (await this.transport.call({
      ...ROUTES.insertSystemPrompt,
      body: prompt,
    })) as { success: boolean; id?: string };
  }

  /** GET `/system_prompts/get?system_prompt_id=`: level `read`, unlike the other reads. */
  async get(id: string): Promise<{ system_prompt: SystemPrompt | null }> {
    return (await this.transport.call({
      ...ROUTES.getSystemPrompt,
      query: { system_prompt_id: id },
    })) as { system_prompt: SystemPrompt | null };
  }

  /** GET `/system_prompts/all` (read-query). */
  async getAll(): Promise<{ system_prompts: SystemPrompt[] }> {
    return (await this.transport.call({
      ...ROUTES.listSystemPrompts,
    })) as { system_prompts: SystemPrompt[] };
  }

  /** POST `/system_prompts/delete` (write). */
  async delete(id: string): Promise<{ success: boolean }> {
    return (await this.transport.call({
      ...ROUTES.deleteSystemPrompt,
      body: { id },
    })) as { success: boolean };
  }

  /** POST `/system_prompts/update` (write), with the whole prompt. */
  async update(prompt: SystemPrompt): Promise<{ success: boolean }> {
    return (await this.transport.call({
      ...ROUTES.updateSystemPrompt,
      body: prompt,
    })) as { success: boolean };
  }

  /** POST `/system_prompts/validate` (write): security and technical checks of a prompt. */
  async validate(prompt: NewSystemPrompt): Promise<{ result: SystemPromptValidation }> {
    return (await this.transport.call({
      ...ROUTES.validateSystemPrompt,
      body: { system_prompt: prompt },
    })) as { result: SystemPromptValidation };
  }
}
