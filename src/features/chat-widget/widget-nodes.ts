/**
 * A chat script puts its bubble and frames straight into <body>, out of React's reach. Once it
 * has loaded, leaving for a page where chat is not allowed must hide what it added: the nodes
 * added to <body> after the script started, other than React's own (portals carry React's
 * internal fiber key), are the widget's.
 */
const IGNORED_TAGS = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT', 'TEMPLATE']);

function isReactNode(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactFiber$') || key.startsWith('__reactContainer$'));
}

interface SavedDisplay {
  value: string;
  priority: string;
}

export class WidgetNodes {
  private readonly nodes = new Set<HTMLElement>();
  private readonly saved = new WeakMap<HTMLElement, SavedDisplay>();
  private observer: MutationObserver | null = null;
  private hidden = false;

  /** Starts collecting nodes added to <body> from now on. */
  watch(root: HTMLElement = document.body): void {
    if (this.observer) return;
    this.observer = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (!(node instanceof HTMLElement) || IGNORED_TAGS.has(node.tagName) || isReactNode(node)) return;
          this.nodes.add(node);
          if (this.hidden) this.hide(node);
        });
      }
    });
    this.observer.observe(root, { childList: true });
  }

  setHidden(hidden: boolean): void {
    if (this.hidden === hidden) return;
    this.hidden = hidden;
    for (const node of this.nodes) {
      if (!node.isConnected) {
        this.nodes.delete(node);
        continue;
      }
      if (hidden) this.hide(node);
      else this.show(node);
    }
  }

  stop(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  private hide(node: HTMLElement): void {
    if (this.saved.has(node)) return;
    this.saved.set(node, {
      value: node.style.getPropertyValue('display'),
      priority: node.style.getPropertyPriority('display'),
    });
    node.style.setProperty('display', 'none', 'important');
  }

  private show(node: HTMLElement): void {
    const saved = this.saved.get(node);
    if (!saved) return;
    this.saved.delete(node);
    if (saved.value) node.style.setProperty('display', saved.value, saved.priority);
    else node.style.removeProperty('display');
  }
}
