import { queryOptions } from '@tanstack/react-query';

/**
 * The content renderer (Markdown, sanitiser, lightbox), loaded like data: once, kept, and retried
 * quietly when the server cannot be reached. It sits beside the component it loads, so the public
 * queries (which components import) never import a component.
 */
export const instructionContentModuleQuery = () =>
  queryOptions({
    queryKey: ['module', 'instruction-content'],
    queryFn: () => import('./InstructionContent'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
