/**
 * The frame of the account pages: the page's content configuration (its background image block) behind
 * the form on wide screens and above it on phones, a card with the heading, the form and the other ways
 * in. The form never waits for the content: a slow or failed config leaves a plain backdrop.
 */
import { useId, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { PageRenderer } from '../../content/page-renderer.tsx';
import { frameProps } from '../../content/presentation.ts';
import { useAction } from '../../data/use-action.ts';
import { useSeo } from '../../lib/seo.ts';
import { store } from '../../state/store.ts';
import { useReturnTo } from './use-return-to.ts';
import './auth.css';

export interface AuthFrameProps {
  /** The content page whose blocks make the backdrop. */
  pageUrl: Schemas['ContentPageUrl'];
  title: string;
  intro?: ReactNode;
  /** Title of the document; the content page's SEO title by default. */
  seoTitle?: string;
  /** A buyer already signed in goes straight on to `returnTo` (not for password reset). */
  forGuests?: boolean;
  children: ReactNode;
  /** Links below the card: the other ways in. */
  footer?: ReactNode;
}

export function AuthFrame({ pageUrl, title, intro, seoTitle, forGuests = true, children, footer }: AuthFrameProps) {
  const headingId = useId();
  const { returnTo } = useReturnTo();
  // only a buyer signed in on arrival is sent on; a sign-in on this page navigates by itself
  const [signedInOnArrival] = useState(() => store.auth);
  const { data: page } = useAction('contentPage', { pageUrl });
  useSeo(seoTitle ?? page?.seo.title ?? title, seoTitle ? undefined : page?.seo.description);

  if (forGuests && signedInOnArrival) return <Navigate to={returnTo} replace />;

  const backdrop = page?.layout.enabled ? frameProps(page.layout.style, page.layout.animation) : undefined;
  return (
    <div className="auth-page" data-page={pageUrl}>
      <div className="auth-backdrop" {...backdrop}>
        {page?.layout.enabled ? <PageRenderer page={page} /> : null}
      </div>
      <div className="auth-column">
        <section className="auth-card" aria-labelledby={headingId}>
          <p className="auth-eyebrow">Attar House</p>
          <h1 id={headingId}>{title}</h1>
          {intro ? <div className="auth-intro">{intro}</div> : null}
          {children}
        </section>
        {footer ? (
          <nav className="auth-footer" aria-label="Other ways to sign in">
            {footer}
          </nav>
        ) : null}
      </div>
    </div>
  );
}
