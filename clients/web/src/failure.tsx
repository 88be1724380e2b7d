// A failure as the page shows it: a sentence and a way back, never a raw error.
import type { ComponentChildren } from "preact";

export function Failure({ text, children }: { text: string; children?: ComponentChildren }) {
  return (
    <section id="failure" role="alert">
      <p>{text}</p>
      <p class="ways">{children}<a href="/">Back to the lobby</a></p>
    </section>
  );
}
