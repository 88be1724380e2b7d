// A failure as the page shows it: a sentence and a way back, never a raw error.
export function Failure({ text }: { text: string }) {
  return (
    <section id="failure" role="alert">
      <p>{text}</p>
      <p><a href="/">Back to the lobby</a></p>
    </section>
  );
}
