/**
 * The widget's overlay on the organiser's page: a modal dialog (`role="dialog"`,
 * `aria-modal`, labelled by its title) with a visible Close button. Focus moves into it when
 * it opens, Tab and Shift+Tab stay inside (a guard at each end sends focus round), Escape and a
 * click beside it close it, and focus goes back to the button that opened it. Styled through
 * the CSSOM, not a `<style>` element, so a host page's strict style policy allows it; it
 * fills a phone's screen and is a 480 px panel on a wider one.
 */

export type Overlay = {
  /** The dialog's title (its accessible name). */
  setTitle: (title: string) => void;
  /** Replaces what the dialog shows below its title bar. */
  show: (content: HTMLElement) => void;
  /** Moves focus to `element` inside the dialog (the frame once it loads). */
  focus: (element: HTMLElement) => void;
  close: () => void;
  isOpen: () => boolean;
};

type Style = Partial<Record<keyof CSSStyleDeclaration, string>>;
const styled = <E extends HTMLElement>(element: E, style: Style): E => {
  Object.assign(element.style, style);
  return element;
};
const ink = '#1a1b1e';

let overlays = 0;

export function openOverlay({
  opener,
  title,
  onClosed,
}: {
  opener: HTMLElement;
  title: string;
  onClosed: () => void;
}): Overlay {
  const doc = opener.ownerDocument;
  const titleId = `ticketing-paradise-title-${(overlays += 1)}`;
  const backdrop = styled(doc.createElement('div'), {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483000',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'rgba(0, 0, 0, 0.6)',
  });
  backdrop.className = 'ticketing-paradise-overlay';
  const dialog = styled(doc.createElement('div'), {
    display: 'flex',
    flexDirection: 'column',
    width: 'min(480px, 100%)',
    height: 'min(760px, 100%)',
    background: '#ffffff',
    color: ink,
    borderRadius: '12px',
    overflow: 'hidden',
    boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  });
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', titleId);
  dialog.tabIndex = -1;

  const bar = styled(doc.createElement('div'), {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '12px',
    padding: '8px 8px 8px 16px',
    borderBottom: '1px solid #dee2e6',
  });
  const heading = styled(doc.createElement('h2'), {
    margin: '0',
    fontSize: '16px',
    fontWeight: '700',
    lineHeight: '1.3',
    color: ink,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  });
  heading.id = titleId;
  heading.textContent = title;
  const closeButton = styled(doc.createElement('button'), {
    flexShrink: '0',
    padding: '8px 14px',
    border: '1px solid #adb5bd',
    borderRadius: '8px',
    background: '#ffffff',
    color: ink,
    font: 'inherit',
    fontSize: '14px',
    fontWeight: '600',
    cursor: 'pointer',
  });
  closeButton.type = 'button';
  closeButton.textContent = 'Close';
  bar.append(heading, closeButton);
  const body = styled(doc.createElement('div'), {
    position: 'relative',
    flex: '1',
    minHeight: '0',
    overflow: 'auto',
  });
  dialog.append(bar, body);

  // Tab past either end of the dialog lands on a guard, which sends focus to the other end.
  const guard = () => {
    const element = doc.createElement('span');
    element.tabIndex = 0;
    element.dataset.focusGuard = '';
    return element;
  };
  const before = guard();
  const after = guard();
  before.addEventListener('focus', () => (body.querySelector('iframe') ?? closeButton).focus());
  after.addEventListener('focus', () => closeButton.focus());
  backdrop.append(before, dialog, after);

  let open = true;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };
  const root = doc.documentElement;
  const overflowBefore = root.style.overflow;
  function close() {
    if (!open) return;
    open = false;
    doc.removeEventListener('keydown', onKeyDown, true);
    backdrop.remove();
    root.style.overflow = overflowBefore;
    opener.focus();
    onClosed();
  }
  closeButton.addEventListener('click', close);
  backdrop.addEventListener('click', (event) => {
    if (event.target === backdrop) close();
  });
  doc.addEventListener('keydown', onKeyDown, true);
  // The page behind does not scroll while the dialog is open.
  root.style.overflow = 'hidden';
  doc.body.append(backdrop);
  closeButton.focus();

  return {
    setTitle: (text) => {
      heading.textContent = text;
    },
    show: (content) => body.replaceChildren(content),
    focus: (element) => {
      if (open && dialog.contains(element)) element.focus();
    },
    close,
    isOpen: () => open,
  };
}

/** A paragraph for the dialog's body: a message, with a link where there is a way on. */
export function overlayMessage(
  doc: Document,
  text: string,
  link?: { href: string; label: string },
): HTMLElement {
  const box = styled(doc.createElement('div'), {
    padding: '24px 16px',
    fontSize: '16px',
    lineHeight: '1.5',
    color: ink,
  });
  box.setAttribute('role', 'status');
  const paragraph = styled(doc.createElement('p'), { margin: '0 0 12px' });
  paragraph.textContent = text;
  box.append(paragraph);
  if (link) {
    const anchor = styled(doc.createElement('a'), { color: '#1864ab', fontWeight: '600' });
    anchor.href = link.href;
    anchor.target = '_blank';
    anchor.rel = 'noopener';
    anchor.textContent = link.label;
    box.append(anchor);
  }
  return box;
}
