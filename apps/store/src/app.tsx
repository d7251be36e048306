export function App() {
  return (
    <main>
      <h1>Atelier Scents</h1>
      <p>Perfumes, home scents, gifts and perfume workshops.</p>
    </main>
  );
}
