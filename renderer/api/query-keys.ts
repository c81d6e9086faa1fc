import type { CoverageQueryInput } from '../../common/api/translations';

/**
 * Every query's key, in a tree so a change can invalidate a whole branch: an instruction edit
 * invalidates `queryKeys.admin.instructions()` and `queryKeys.public.all`, which covers every
 * article and instruction a kiosk has cached.
 */
export const queryKeys = {
  public: {
    all: ['public'] as const,
    article: (articleNumber: string) => ['public', 'article', articleNumber] as const,
    instruction: (id: number) => ['public', 'instruction', 'id', id] as const,
    instructionByNumber: (instructionNumber: string) =>
      ['public', 'instruction', 'number', instructionNumber] as const,
    suggestions: (query: string) => ['public', 'suggestions', query] as const,
    search: (query: string, language: string) => ['public', 'search', query, language] as const,
  },
  auth: {
    all: ['auth'] as const,
    currentUser: () => ['auth', 'user'] as const,
    setup: () => ['auth', 'setup'] as const,
  },
  admin: {
    all: ['admin'] as const,
    categories: () => ['admin', 'categories'] as const,
    instructions: () => ['admin', 'instructions'] as const,
    instruction: (id: number) => ['admin', 'instructions', id] as const,
    articleNumbers: () => ['admin', 'article-numbers'] as const,
    media: () => ['admin', 'media'] as const,
    mediaUsage: (id: number) => ['admin', 'media', id, 'usage'] as const,
    activities: () => ['admin', 'activities'] as const,
    activitiesLimited: (limit: number) => ['admin', 'activities', limit] as const,
    translations: () => ['admin', 'translations'] as const,
    translationCoverage: (query: CoverageQueryInput) => ['admin', 'translations', query] as const,
    missedLookups: (filter: object) => ['admin', 'missed-lookups', filter] as const,
    missedLookupsTop: () => ['admin', 'missed-lookups', 'top'] as const,
  },
  libraryAddress: () => ['library-address'] as const,
  libraryVersion: () => ['library-version'] as const,
};
