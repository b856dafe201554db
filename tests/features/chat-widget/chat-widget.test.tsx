import { screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatWidget } from '@/features/chat-widget/chat-widget';
import { shouldShowChatWidget } from '@/features/chat-widget/chat-rule';
import { WidgetNodes } from '@/features/chat-widget/widget-nodes';
import { createRouterMock } from '../../layout/router-mock';
import { renderWithProviders } from '../../test-utils';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
// next/script injects the tag itself once the page is idle; here it shows what it was asked to load.
vi.mock('next/script', () => ({
  default: ({ src, strategy }: { src: string; strategy: string }) => (
    <span data-testid="chat-script" data-src={src} data-strategy={strategy} />
  ),
}));

const URL = 'https://chat.example.vn/widget.js';

function on(pathname: string) {
  router.current = createRouterMock({ pathname, asPath: pathname });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('shouldShowChatWidget', () => {
  it('is off unless a script is configured', () => {
    expect(shouldShowChatWidget({ scriptUrl: null, pathname: '/', isInternational: false })).toBe(false);
    expect(shouldShowChatWidget({ scriptUrl: '', pathname: '/', isInternational: false })).toBe(false);
    expect(shouldShowChatWidget({ scriptUrl: URL, pathname: '/', isInternational: false })).toBe(true);
  });

  it('is never on practice-test routes', () => {
    for (const pathname of [
      '/practice-test',
      '/practice-test/[practiceTestSlug]',
      '/en/practice-test/abc',
      '/practice-test/event',
      '/thirdparty/practice-test',
    ]) {
      expect(shouldShowChatWidget({ scriptUrl: URL, pathname, isInternational: false }), pathname).toBe(false);
    }
    expect(shouldShowChatWidget({ scriptUrl: URL, pathname: '/explore', isInternational: false })).toBe(true);
  });

  it('is never on the international edition', () => {
    expect(shouldShowChatWidget({ scriptUrl: URL, pathname: '/', isInternational: true })).toBe(false);
  });
});

describe('ChatWidget', () => {
  afterEach(() => {
    document.querySelectorAll('[data-test-widget]').forEach((node) => node.remove());
  });

  it('loads nothing by default (no script configured)', async () => {
    on('/');
    await renderWithProviders(<ChatWidget scriptUrl={null} isInternational={false} />);
    expect(screen.queryByTestId('chat-script')).not.toBeInTheDocument();
  });

  it('loads the configured script lazily on allowed pages', async () => {
    on('/explore');
    await renderWithProviders(<ChatWidget scriptUrl={URL} isInternational={false} />);
    const script = screen.getByTestId('chat-script');
    expect(script).toHaveAttribute('data-src', URL);
    expect(script).toHaveAttribute('data-strategy', 'lazyOnload');
  });

  it('does not load on a practice test or on the international edition', async () => {
    on('/practice-test/[practiceTestSlug]');
    const first = await renderWithProviders(<ChatWidget scriptUrl={URL} isInternational={false} />);
    expect(screen.queryByTestId('chat-script')).not.toBeInTheDocument();
    first.unmount();
    on('/');
    await renderWithProviders(<ChatWidget scriptUrl={URL} isInternational />);
    expect(screen.queryByTestId('chat-script')).not.toBeInTheDocument();
  });

  it('hides what the script added when the visitor moves on to a practice test, and shows it again after', async () => {
    on('/');
    const view = await renderWithProviders(<ChatWidget scriptUrl={URL} isInternational={false} />);
    const bubble = document.createElement('div');
    bubble.dataset.testWidget = '';
    bubble.style.display = 'flex';
    document.body.append(bubble);
    await flush();

    on('/practice-test');
    view.rerender(<ChatWidget scriptUrl={URL} isInternational={false} />);
    expect(bubble.style.display).toBe('none');

    on('/explore');
    view.rerender(<ChatWidget scriptUrl={URL} isInternational={false} />);
    expect(bubble.style.display).toBe('flex');
  });
});

describe('WidgetNodes', () => {
  it('leaves React portals alone', async () => {
    const nodes = new WidgetNodes();
    nodes.watch();
    await renderWithProviders(createPortal(<div data-testid="portal">React</div>, document.body));
    const foreign = document.createElement('iframe');
    document.body.append(foreign);
    await flush();
    nodes.setHidden(true);
    expect(foreign.style.display).toBe('none');
    expect(screen.getByTestId('portal').style.display).toBe('');
    nodes.stop();
    foreign.remove();
  });

  it('hides nodes that arrive while hidden', async () => {
    const nodes = new WidgetNodes();
    nodes.watch();
    nodes.setHidden(true);
    const late = document.createElement('div');
    document.body.append(late);
    await flush();
    expect(late.style.display).toBe('none');
    nodes.stop();
    late.remove();
  });
});
