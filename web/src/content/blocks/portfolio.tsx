/**
 * The `portfolio` block: project cards with category filter buttons (`aria-pressed`); a card opens a
 * modal dialog with the project's heading, picture, details (client, date, spec, location) and notes.
 * The dialog is a native modal `<dialog>`: the page behind is inert, Tab stays inside, Escape or the
 * Close button closes it and focus goes back to the card that opened it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Schemas } from '@attar/sdk';
import type { BlockProps } from '../types.ts';
import { useImageHosts } from '../../lib/image-hosts.ts';
import { safePicture } from '../../lib/picture.ts';
import { elementProps, textOf } from './parts/fields.tsx';
import { Icon } from './parts/icons.tsx';
import { SectionHeading } from './parts/section-heading.tsx';
import './blocks.css';
import { Picture } from '../../components/ui/picture.tsx';

type Project = Schemas['PortfolioProject'];
type Element = Schemas['PortfolioElement'];

/** The details list of the modal, in the order the spec gives them. */
const DETAILS = [
  ['client', 'Client'],
  ['date', 'Date'],
  ['spec', 'Spec'],
  ['location', 'Location'],
] as const satisfies ReadonlyArray<readonly [keyof Project['details'], string]>;

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  project: Project | null;
  onClose: () => void;
  /** Where focus goes back to once the dialog has closed (the card that opened it). */
  returnFocus: { current: HTMLElement | null };
}

/** A project's picture, when its address is one the allow-list takes (lib/safe-url.ts). */
function ProjectImage({
  image,
  sizes,
  className,
  priority = false,
}: {
  image: Schemas['Image'];
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  // a configured address: the allow-list decides (lib/safe-url.ts), the variants' template too
  const picture = safePicture(image, useImageHosts());
  if (!picture) return null;
  return (
    <Picture
      image={picture}
      alt={image.altText}
      sizes={sizes}
      width={image.width ?? 800}
      height={image.height ?? 600}
      className={className}
      priority={priority}
    />
  );
}

function ProjectDialog({ project, onClose, returnFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (project && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('.project-dialog-close')?.focus();
    } else if (!project && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      returnFocus.current?.focus();
    }
  }, [project, returnFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // a click on the backdrop (the dialog box itself, outside its content) closes it
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className="project-dialog"
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onClose={() => project && onClose()}
    >
      {project ? (
        <div className="project-dialog-body">
          <div className="project-dialog-head">
            <h2 id={headingId}>{project.modalHeading}</h2>
            <button type="button" className="project-dialog-close" onClick={onClose}>
              <Icon name="close" />
              <span className="visually-hidden">Close project details</span>
            </button>
          </div>
          <div className="project-dialog-content">
            <ProjectImage
              image={project.image}
              sizes="(min-width: 56rem) 40rem, 100vw"
              className="project-dialog-image"
              priority
            />
            <div className="project-dialog-info">
              <dl className="project-details">
                {DETAILS.map(([key, label]) => (
                  <div key={key}>
                    <dt>{label}</dt>
                    <dd>{project.details[key]}</dd>
                  </div>
                ))}
              </dl>
              <h3 className="project-notes-title">Notes</h3>
              <p className="project-notes">{project.notes}</p>
            </div>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

function Portfolio({ element }: { element: Element }) {
  const headingId = useId();
  const [filter, setFilter] = useState('all');
  const [selected, setSelected] = useState<Project | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const shown = filter === 'all' ? element.projects : element.projects.filter((p) => p.categoryName === filter);
  const filters = element.filters.length > 0 ? element.filters : [{ label: 'All', categoryName: 'all' }];
  const filterLabel = filters.find((f) => f.categoryName === filter)?.label ?? filter;

  const open = (project: Project, button: HTMLElement) => {
    opener.current = button;
    setSelected(project);
  };
  const close = () => setSelected(null);

  return (
    <section className="portfolio" aria-labelledby={headingId} {...elementProps(element)}>
      <SectionHeading id={headingId} title={textOf(element.fields.heading)} sub={textOf(element.fields.subHeading)} />
      <div className="portfolio-filters" role="group" aria-label="Filter projects by category">
        {filters.map((f) => (
          <button
            key={f.categoryName}
            type="button"
            className="chip"
            aria-pressed={filter === f.categoryName}
            onClick={() => setFilter(f.categoryName)}
          >
            {f.label}
          </button>
        ))}
      </div>
      <p className="portfolio-count" role="status">
        {shown.length === 1 ? '1 project' : `${shown.length} projects`}
        {filter === 'all' ? '' : ` in ${filterLabel}`}
      </p>
      <ul className="portfolio-grid">
        {shown.map((project) => (
          <li key={project.projectId}>
            <article className="project-card">
              <ProjectImage image={project.image} sizes="(min-width: 56rem) 33vw, 100vw" />
              <div className="project-card-body">
                <p className="project-card-category">{project.categoryName}</p>
                <h3 className="project-card-title">
                  <button
                    type="button"
                    className="project-card-open"
                    aria-haspopup="dialog"
                    onClick={(e) => open(project, e.currentTarget)}
                  >
                    {project.heading}
                  </button>
                </h3>
                <p className="project-card-sub">{project.subHeading}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <ProjectDialog project={selected} onClose={close} returnFocus={opener} />
    </section>
  );
}

export function PortfolioBlock({ block }: BlockProps<'portfolio'>) {
  return (
    <>
      {block.elements.map((element) => (
        <Portfolio key={element.elementId} element={element} />
      ))}
    </>
  );
}
