import { numberParts, WHOLE_NUMBER_CLASS } from '../content/whole-numbers';

/** A translated sentence with the article and instruction numbers in it never broken at a hyphen. */
export function WholeNumbers({ text }: { text: string }) {
  return (
    <>
      {numberParts(text).map((part, index) =>
        part.number ? (
          <span key={index} className={WHOLE_NUMBER_CLASS}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
