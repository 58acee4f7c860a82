import { describe, expect, it } from 'vitest';
import { envoiReponseBodySchema } from '@prepacode/domain/contracts/player.contract';
import { newDeviceId } from './device-id';

describe('newDeviceId', () => {
  it('makes ids the server takes as an answer’s, never twice the same', () => {
    const ids = Array.from({ length: 1000 }, newDeviceId);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids.slice(0, 10)) {
      expect(envoiReponseBodySchema.shape.id_reponse.safeParse(id).success).toBe(true);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});
