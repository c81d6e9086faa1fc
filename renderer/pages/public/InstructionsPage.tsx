export function InstructionsPage() {
  return <main>InstructionsPage</main>;
}
