import { describe, expect, it } from 'vitest';
import { formatInstructionNumber, nextFreeInstructionNumber } from '../../server/domain/instruction-number';

describe('instruction numbers', () => {
  it('are human-readable and zero-padded', () => {
    expect(formatInstructionNumber(123)).toBe('INS-000123');
    expect(formatInstructionNumber(1234567)).toBe('INS-1234567');
  });

  it('skip numbers that are already taken', () => {
    const taken = new Set(['INS-000005', 'INS-000006']);
    expect(nextFreeInstructionNumber(5, (candidate) => taken.has(candidate))).toBe('INS-000007');
    expect(nextFreeInstructionNumber(0, () => false)).toBe('INS-000001');
  });
});
