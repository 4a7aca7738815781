import type { HighlightedText as Segments } from '@app/shared/blog/schemas';
import classes from './highlighted-text.module.css';

/**
 * Text with the words a search matched marked. The server sends plain segments; each is rendered
 * as text (React escapes it), so nothing in a title or excerpt is ever read as HTML.
 */
export function HighlightedText({ segments }: { segments: Segments }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never move
          <mark key={index} className={classes.mark}>
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never move
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
