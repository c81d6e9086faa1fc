export function HomePage() {
  return <main>HomePage</main>;
}
