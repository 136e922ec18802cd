/**
 * The text of a content field: sanitised HTML when `richTextEnabled`, plain paragraphs otherwise.
 * Internal links inside rich text navigate through the router instead of reloading the page.
 */
import { Suspense, use, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Placeholder } from '../../../components/ui/status.tsx';
import { loadSanitizer } from './sanitize.ts';
import type { Field } from './fields.tsx';

/** Plain text split into paragraphs at blank lines; single line breaks are kept by CSS. */
export function PlainText({ text, className }: { text: string; className?: string }): ReactNode {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={['prose', 'prose-plain', className].filter(Boolean).join(' ')}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

function SanitizedHtml({ html, className }: { html: string; className?: string }): ReactNode {
  const sanitize = use(loadSanitizer());
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a');
    const href = anchor?.getAttribute('href');
    if (!href || !/^\/(?!\/)/.test(href)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // Routes clicks on the links inside; the links stay the controls (Enter on a link is a click too).
    <div
      className={['prose', className].filter(Boolean).join(' ')}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: sanitize(html) }}
    />
  );
}

/**
 * Shows a content field's text the way its config says.
 * @example <FieldText field={fields.answer} />
 */
export function FieldText({ field, className }: { field: Field | undefined; className?: string }): ReactNode {
  const value = field?.value ?? '';
  if (!value.trim()) return null;
  if (!field?.richTextEnabled) return <PlainText text={value} className={className} />;
  return (
    <Suspense fallback={<Placeholder className="prose-loading" />}>
      <SanitizedHtml html={value} className={className} />
    </Suspense>
  );
}
