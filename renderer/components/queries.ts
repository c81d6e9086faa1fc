import { queryOptions, type QueryClient } from '@tanstack/react-query';

/**
 * A part of the app's code that only some pages need, loaded like data: once, kept, and retried
 * quietly (with `publicRetry`) when the server cannot be reached. A part that cannot load then
 * shows the outage state, or nothing, instead of breaking the page it sits on.
 */
export const moduleQuery = <T>(name: string, load: () => Promise<T>) =>
  queryOptions({ queryKey: ['module', name], queryFn: load, staleTime: Infinity, gcTime: Infinity });

/** Loads a part ahead of need (e.g. while a list is shown), so a later outage cannot keep it away. */
export function preloadModule<T>(client: QueryClient, query: ReturnType<typeof moduleQuery<T>>): void {
  client.query(query).catch(() => undefined);
}

/**
 * The content renderer (Markdown, sanitiser, lightbox). It sits beside the component it loads, so
 * the public queries (which components import) never import a component.
 */
export const instructionContentModuleQuery = () =>
  moduleQuery('instruction-content', () => import('./InstructionContent'));
