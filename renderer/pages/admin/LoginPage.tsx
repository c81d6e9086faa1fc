export default function LoginPage() {
  return <main>LoginPage</main>;
}
