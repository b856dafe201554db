import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { IconX } from './icons';
import styles from './modal.module.scss';

type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Keeps the title for assistive technology while hiding it visually (e.g. an image-only popup). */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /** Spec: a modal closes on overlay click unless told otherwise (the join-class modal is not). */
  closeOnOverlayClick?: boolean;
  closeOnEscape?: boolean;
  showCloseButton?: boolean;
  /**
   * Element to focus when the modal opens; otherwise the first focusable element of the body,
   * else the dialog itself.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
  );
}

// Open modals, topmost last: only the top one reacts to Escape and keeps focus. A modal rendered
// inside another one is deeper and therefore on top, even though React runs its effects first.
const modalStack: { id: string; depth: number }[] = [];
const isTopModal = (id: string) => modalStack[modalStack.length - 1]?.id === id;

function pushModal(id: string, depth: number) {
  const index = modalStack.findIndex((entry) => entry.depth > depth);
  modalStack.splice(index === -1 ? modalStack.length : index, 0, { id, depth });
}

function removeModal(id: string) {
  const index = modalStack.findIndex((entry) => entry.id === id);
  if (index !== -1) modalStack.splice(index, 1);
}

const ModalDepthContext = createContext(0);

// Several modals may be open at once; the page scroll is restored only when the last one closes.
let scrollLocks = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function lockBodyScroll() {
  scrollLocks += 1;
  if (scrollLocks > 1) return;
  const { body, documentElement } = document;
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keep the layout from jumping sideways when the scrollbar disappears.
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  if (scrollbar > 0) {
    const current = parseFloat(window.getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${current + scrollbar}px`;
  }
  body.style.overflow = 'hidden';
}

function unlockBodyScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks > 0 || !savedBodyStyle) return;
  document.body.style.overflow = savedBodyStyle.overflow;
  document.body.style.paddingRight = savedBodyStyle.paddingRight;
  savedBodyStyle = null;
}

const subscribeNothing = () => () => {};

/** Accessible dialog rendered in a portal on document.body. */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  size = 'medium',
  closeOnOverlayClick = true,
  closeOnEscape = true,
  showCloseButton = true,
  initialFocusRef,
  className,
}: ModalProps) {
  const { t } = useTranslation('controls');
  const isClient = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const id = useId();
  const depth = useContext(ModalDepthContext) + 1;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);

  // Handlers read the latest props without re-running the open/close effect.
  const latest = useRef({ onClose, closeOnEscape, initialFocusRef });
  useEffect(() => {
    latest.current = { onClose, closeOnEscape, initialFocusRef };
  });

  const visible = open && isClient;

  useEffect(() => {
    if (!visible) return;
    const panel = panelRef.current;
    if (!panel) return;

    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id, depth);
    lockBodyScroll();

    // Without a focusable field in the body, the dialog itself takes focus (so a screen reader
    // reads its title) rather than the close button.
    const target =
      latest.current.initialFocusRef?.current ??
      (bodyRef.current ? focusableWithin(bodyRef.current)[0] : undefined) ??
      panel;
    target.focus();

    // Capture phase: decide before any inner widget reacts. A focused control with an open
    // popup (e.g. a dropdown, aria-expanded="true") uses Escape to close that popup instead.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
      if (!isTopModal(id) || !latest.current.closeOnEscape) return;
      const origin = event.target instanceof Element ? event.target : null;
      if (origin?.closest('[aria-expanded="true"]')) return;
      event.preventDefault();
      latest.current.onClose();
    };

    // If focus lands outside (e.g. a click on the overlay moved it to body), bring it back.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopModal(id)) return;
      const node = event.target instanceof Node ? event.target : null;
      if (node && !panel.contains(node)) {
        (focusableWithin(panel)[0] ?? panel).focus();
      }
    };

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      removeModal(id);
      unlockBodyScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, [visible, id, depth]);

  const handlePanelKeyDown = useCallback((event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableWithin(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || active === panelRef.current)) {
      event.preventDefault();
      first.focus();
    }
  }, []);

  const handleOverlayMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };

  // Only a click that starts and ends on the overlay closes: dragging a text selection out
  // of the dialog must not dismiss it.
  const handleOverlayClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const startedOnOverlay = pressStartedOnOverlay.current;
    pressStartedOnOverlay.current = false;
    if (closeOnOverlayClick && startedOnOverlay && event.target === event.currentTarget) {
      onClose();
    }
  };

  if (!visible) return null;

  return createPortal(
    <div
      className={styles.overlay}
      onMouseDown={handleOverlayMouseDown}
      onClick={handleOverlayClick}
      data-testid="modal-overlay"
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={[styles.panel, className].filter(Boolean).join(' ')}
        data-size={size}
        onKeyDown={handlePanelKeyDown}
      >
        <div className={styles.header} data-title-hidden={hideTitle || undefined}>
          <h2 id={titleId} className={hideTitle ? styles.hiddenTitle : styles.title}>
            {title}
          </h2>
          {showCloseButton && (
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('modal.close')}>
              <IconX size={20} />
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        <div ref={bodyRef} className={styles.body}>
          <ModalDepthContext.Provider value={depth}>{children}</ModalDepthContext.Provider>
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
