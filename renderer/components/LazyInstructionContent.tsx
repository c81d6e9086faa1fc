import { Spinner } from '@blueprintjs/core';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { publicRetry, queryScreen } from '../api/query-screen';
import { OutageState } from './OutageState';

/**
 * The content renderer (Markdown, sanitiser, lightbox) is only needed on an instruction page, so it
 * stays out of the kiosk's first load. It is loaded like data: once, kept, and retried quietly
 * when the server cannot be reached.
 */
const contentModule = {
  queryKey: ['module', 'instruction-content'] as const,
  queryFn: () => import('./InstructionContent'),
  staleTime: Infinity,
  gcTime: Infinity,
};

/** Loads the renderer ahead of need (e.g. while a list is shown), so a later outage cannot keep it away. */
export function preloadInstructionContent(client: QueryClient): void {
  client.query(contentModule).catch(() => undefined);
}

export function LazyInstructionContent({ content }: { content: string }) {
  const loaded = useQuery({ ...contentModule, ...publicRetry });
  const screen = queryScreen(loaded);
  if (loaded.data) return <loaded.data.InstructionContent content={content} />;
  if (screen === 'loading') return <Spinner size={40} />;
  return <OutageState onRetry={() => void loaded.refetch()} />;
}
