export function ArticlePage() {
  return <main>ArticlePage</main>;
}
