import { Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { publicRetry, queryScreen } from '../api/query-screen';
import { OutageState } from './OutageState';
import { instructionContentModuleQuery } from './queries';

/**
 * The content renderer (Markdown, sanitiser, lightbox) is only needed on an instruction page, so it
 * stays out of the kiosk's first load.
 */
export function LazyInstructionContent({ content }: { content: string }) {
  const loaded = useQuery({ ...instructionContentModuleQuery(), ...publicRetry });
  const screen = queryScreen(loaded);
  if (loaded.data) return <loaded.data.InstructionContent content={content} />;
  if (screen === 'loading') return <Spinner size={40} />;
  return <OutageState onRetry={() => void loaded.refetch()} />;
}
