/** Plain text with blank lines as paragraph breaks. */
export function Paragraphs({ value }: { value: string }) {
  return (
    <>
      {value
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}
