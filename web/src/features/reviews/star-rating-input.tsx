/**
 * A 1-to-5 star rating as a radio group: real radio buttons (arrow keys move between them, the screen
 * reader says "3 stars, 3 of 5"), drawn as stars that fill up to the choice or the star under the pointer.
 */
import { useId, useState } from 'react';
import { ReviewStarsRule } from '@attar/sdk/rules';

export interface StarRatingInputProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  legend?: string;
}

/** One radio per star the contract allows. */
const STARS = Array.from(
  { length: ReviewStarsRule.maximum - ReviewStarsRule.minimum + 1 },
  (_, i) => ReviewStarsRule.minimum + i,
);
const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export function StarRatingInput({ name, value, onChange, error, legend = 'Your rating' }: StarRatingInputProps) {
  const id = useId();
  const [hover, setHover] = useState(0);
  const chosen = Number(value) || 0;
  const shown = hover || chosen;
  const errorId = `${id}-error`;
  return (
    <fieldset className="star-rating" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="star-rating-stars" onMouseLeave={() => setHover(0)}>
        {STARS.map((n) => (
          <span key={n} className="star-rating-option" onMouseEnter={() => setHover(n)}>
            <input
              type="radio"
              id={`${id}-${n}`}
              name={name}
              value={String(n)}
              checked={chosen === n}
              onChange={() => onChange(String(n))}
              aria-invalid={error && n === 1 ? true : undefined}
              className="star-rating-radio"
            />
            <label htmlFor={`${id}-${n}`} className={n <= shown ? 'star-on' : 'star-off'}>
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                <path d="M12 2.8l2.8 6 6.5.7-4.9 4.4 1.4 6.4L12 17l-5.8 3.3 1.4-6.4-4.9-4.4 6.5-.7z" />
              </svg>
              <span className="visually-hidden">
                {n} {n === 1 ? 'star' : 'stars'}
              </span>
            </label>
          </span>
        ))}
        <span className="star-rating-word" aria-hidden="true">
          {WORDS[shown]}
        </span>
      </div>
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
