import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ENTITY_TYPES } from '../../common/api/activities';
import { SUPPORTED_LANGUAGES } from '../../common/languages';

const adminLocales = path.resolve(import.meta.dirname, '../../renderer/i18n/locales/admin');

describe('activity entity types', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'each has a name in the %s admin texts, so the dashboard shows no raw type',
    (language) => {
      const texts = JSON.parse(readFileSync(path.join(adminLocales, `${language}.json`), 'utf8')) as {
        activity: { entity: Record<string, string | undefined> };
      };
      expect(ACTIVITY_ENTITY_TYPES.filter((type) => !texts.activity.entity[type]?.trim())).toEqual([]);
    },
  );
});
