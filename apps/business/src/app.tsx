export function App() {
  return (
    <main>
      <h1>Business scenting</h1>
      <p>Signature scents for hotels, retail and offices.</p>
    </main>
  );
}
