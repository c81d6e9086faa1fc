export default function AdminApp() {
  return <main>AdminApp</main>;
}
