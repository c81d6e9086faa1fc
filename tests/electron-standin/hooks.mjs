const standIn = new URL('./electron.ts', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  // Through the next resolver, so tsx (registered before) compiles the TypeScript stand-in.
  if (specifier === 'electron') return nextResolve(standIn, context);
  return nextResolve(specifier, context);
}
