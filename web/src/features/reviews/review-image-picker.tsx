/**
 * Photos for a review: JPEG, PNG or WebP, up to 5 MB each and at most `limit` in all, chosen in one go
 * or several, each shown as a preview with its own remove button. Files the rules refuse are left out
 * and the reason is said next to the picker.
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { reviewsAddInput } from '@attar/sdk/rules';

export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A review keeps at most this many photos, each at most this many bytes (the contract's rule). */
export const MAX_REVIEW_IMAGES = reviewsAddInput.images.maxItems;
export const MAX_REVIEW_IMAGE_BYTES = reviewsAddInput.images.items.maxLength;
const MAX_MB = MAX_REVIEW_IMAGE_BYTES / (1024 * 1024);

/**
 * The files that may be added to `current` and why any others were left out.
 * @example pickImages([], [file], 5) // { files: [file], problem: undefined }
 */
export function pickImages(
  current: readonly File[],
  chosen: readonly File[],
  limit: number,
): { files: File[]; problem: string | undefined } {
  const problems: string[] = [];
  const fitting = chosen.filter((file) => {
    if (!(REVIEW_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      problems.push(`${file.name} is not a JPEG, PNG or WebP image.`);
      return false;
    }
    if (file.size > MAX_REVIEW_IMAGE_BYTES) {
      problems.push(`${file.name} is larger than ${MAX_MB} MB.`);
      return false;
    }
    return true;
  });
  const room = Math.max(0, limit - current.length);
  if (fitting.length > room) {
    const left = fitting.length - room;
    problems.push(
      `A review can have at most ${limit} ${limit === 1 ? 'photo' : 'photos'}; ${left} ${left === 1 ? 'was' : 'were'} left out.`,
    );
  }
  return { files: [...current, ...fitting.slice(0, room)], problem: problems.join(' ') || undefined };
}

export interface ReviewImagePickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** How many photos may still be added (5 less the review's photos). */
  limit: number;
  problem: string | undefined;
  onProblem: (problem: string | undefined) => void;
}

export function ReviewImagePicker({ files, onChange, limit, problem, onProblem }: ReviewImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const full = files.length >= limit;
  return (
    <div className="field review-images">
      <label htmlFor={id}>Photos (optional)</label>
      <input
        ref={input}
        id={id}
        type="file"
        name="images"
        accept={REVIEW_IMAGE_TYPES.join(',')}
        multiple
        disabled={full}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          const { files: next, problem: why } = pickImages(files, chosen, limit);
          onChange(next);
          onProblem(why);
          event.target.value = '';
        }}
      />
      <span id={`${id}-hint`} className="field-hint">
        JPEG, PNG or WebP, up to {MAX_MB} MB each.{' '}
        {full ? `You have added the most photos (${limit}).` : `You can add ${limit - files.length} more.`}
      </span>
      {problem ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </span>
      ) : null}
      {previews.length ? (
        <ul className="review-previews" aria-label="Photos to upload">
          {previews.map(({ file, url }, index) => (
            <li key={url}>
              <img src={url} alt={`Photo ${index + 1}: ${file.name}`} width={88} height={88} />
              <button
                type="button"
                className="button button-quiet button-small"
                onClick={() => {
                  onChange(files.filter((f) => f !== file));
                  onProblem(undefined);
                  requestAnimationFrame(() => input.current?.focus());
                }}
              >
                Remove<span className="visually-hidden"> photo {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
