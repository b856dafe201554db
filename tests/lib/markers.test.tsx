import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarkers, stripMarkers } from '@/lib/markers';

function html(text: string) {
  const { container } = render(<p>{renderMarkers(text)}</p>);
  return container.firstElementChild?.innerHTML;
}

describe('renderMarkers (spec §5)', () => {
  it('turns pairs into bold, italic and underline', () => {
    expect(html('a %b%bold%b% b %i%it%i% c %u%under%u%')).toBe('a <strong>bold</strong> b <em>it</em> c <u>under</u>');
  });

  it('allows nesting', () => {
    expect(html('%b%a %i%b%i%%b%')).toBe('<strong>a <em>b</em></strong>');
    expect(html('%u%x %b%y %i%z%i%%b%%u%')).toBe('<u>x <strong>y <em>z</em></strong></u>');
  });

  it('keeps overlapping pairs well formed', () => {
    expect(html('%b%a%i%b%b%c%i%')).toBe('<strong>a<em>b</em></strong><em>c</em>');
  });

  it('removes unpaired markers', () => {
    expect(html('%b%bold%b% and %i%lonely')).toBe('<strong>bold</strong> and lonely');
    expect(html('%b%a%b% %b%b')).toBe('<strong>a</strong> b');
    expect(html('just %u%')).toBe('just ');
  });

  it('never renders HTML: tags in the text stay text', () => {
    const { container } = render(
      <p>{renderMarkers('%b%<script>alert(1)</script>%b% <img src=x onerror=alert(1)>')}</p>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('<script>alert(1)</script>');
    expect(container.textContent).toBe('<script>alert(1)</script> <img src=x onerror=alert(1)>');
  });

  it('returns plain text unchanged and nothing for empty input', () => {
    expect(renderMarkers('plain 100% text')).toBe('plain 100% text');
    expect(renderMarkers('')).toBeNull();
    expect(renderMarkers(undefined)).toBeNull();
  });

  it('skips empty pairs', () => {
    expect(html('a%b%%b%b')).toBe('ab');
  });

  it('stripMarkers leaves the plain text', () => {
    expect(stripMarkers('%b%a %i%b%i%%b% c')).toBe('a b c');
  });
});
