import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../limits';

export const categoryInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`),
});

export type CategoryInput = z.infer<typeof categoryInputSchema>;

export interface Category {
  id: number;
  name: string;
}
