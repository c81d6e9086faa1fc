import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ALLOWED_IMAGE_TYPES } from '../../common/api/media';
import { INSTRUCTION_TYPES } from '../../common/instruction-types';
import { SUPPORTED_LANGUAGES } from '../../common/languages';

const perLanguage = z.partialRecord(z.enum(SUPPORTED_LANGUAGES), z.string());

const catalogueSchema = z.object({
  categories: z.array(z.string().min(1)).min(1),
  media: z.array(
    z.object({
      key: z.string().min(1),
      file: z.string().min(1),
      filename: z.string().min(1),
      mimeType: z.enum(ALLOWED_IMAGE_TYPES),
    }),
  ),
  articleNumbers: z.array(
    z.object({ number: z.string().min(1), categories: z.array(z.string().min(1)).min(1) }),
  ),
});

const instructionsSchema = z.array(
  z.object({
    instructionNumber: z.string().min(1),
    title: z.string().min(1),
    type: z.enum(INSTRUCTION_TYPES),
    category: z.string().nullable(),
    isUniversal: z.boolean(),
    excludePatterns: z.array(z.string()),
    titles: perLanguage,
    contents: perLanguage,
  }),
);

interface DemoMedia {
  key: string;
  filename: string;
  mimeType: string;
  data: Buffer;
}

export type DemoCatalogue = Omit<z.infer<typeof catalogueSchema>, 'media'> & {
  media: DemoMedia[];
  instructions: z.infer<typeof instructionsSchema>;
};

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Reads resources/demo: catalogue.json, instructions.json and the images catalogue.json names. */
export function loadDemoCatalogue(demoDir: string): DemoCatalogue {
  const catalogue = catalogueSchema.parse(readJson(path.join(demoDir, 'catalogue.json')));
  return {
    ...catalogue,
    media: catalogue.media.map(({ key, file, filename, mimeType }) => ({
      key,
      filename,
      mimeType,
      data: readFileSync(path.join(demoDir, file)),
    })),
    instructions: instructionsSchema.parse(readJson(path.join(demoDir, 'instructions.json'))),
  };
}
